import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media, type HowToRecording, tokens } from '@bb/shared';
import { FramePlayer } from './FramePlayer';
import type { ModeGuide } from './mode-guides';

interface Props {
  guide: ModeGuide;
  /** The mode's recording, if one has been made; `version` is the manifest's recordedAt. */
  recording: HowToRecording | undefined;
  version: string;
  loading: boolean;
}

/** One mode: its steps as text beside its demonstration (or a line saying there is none yet). */
export function ModeSection({ guide, recording, version, loading }: Props) {
  const id = `howto-${guide.mode}`;
  return (
    <Section id={id} aria-labelledby={`${id}-title`} data-testid={`guide-${guide.mode}`}>
      <Text>
        <h2 id={`${id}-title`}>{guide.title}</h2>
        <ol>
          {guide.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>
          <Link to={guide.path}>Open {guide.title}</Link>
        </p>
      </Text>
      <Demo>
        {recording && recording.frames.length > 0 ? (
          <FramePlayer mode={guide.mode} title={guide.title} frames={recording.frames} version={version} />
        ) : (
          !loading && <NoRecording data-testid={`no-recording-${guide.mode}`}>No demonstration has been recorded for this mode yet.</NoRecording>
        )}
      </Demo>
    </Section>
  );
}

const Section = styled.section`
  scroll-margin-top: 80px;
  display: grid;
  gap: ${tokens.spacing.md};
  padding: ${tokens.spacing.lg} 0;
  border-top: 1px solid ${tokens.colors.border};
  ${media.up('tablet')} {
    grid-template-columns: minmax(0, 1fr) 300px;
    align-items: start;
  }
`;

const Text = styled.div`
  h2 {
    margin-top: 0;
  }
  ol {
    padding-left: 1.2em;
  }
  li {
    margin-bottom: ${tokens.spacing.xs};
  }
`;

const Demo = styled.div`
  display: flex;
  justify-content: center;
`;

const NoRecording = styled.p`
  margin: 0;
  padding: ${tokens.spacing.md};
  border: 1px dashed ${tokens.colors.border};
  border-radius: ${tokens.radii.md};
  color: ${tokens.colors.textMuted};
  text-align: center;
`;
