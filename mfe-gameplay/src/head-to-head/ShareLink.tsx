import { useId } from 'react';
import { Button, toast } from '@bb/shared';
import { absoluteLink } from './h2h-format';
import { h2hMessages } from './h2h-messages';
import { Row, TextInput } from './h2h-styles';

/** The invitation's address to send by any means, and Copy (a field to select by hand where copying is not allowed). */
export function ShareLink({ path }: { path: string }) {
  const t = h2hMessages.useT();
  const id = useId();
  const url = absoluteLink(path);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('copied'));
    } catch {
      // No clipboard (an insecure page, an old browser): the field is selected for a manual copy.
      const field = document.getElementById(id) as HTMLInputElement | null;
      field?.focus();
      field?.select();
    }
  };
  return (
    <>
      <label htmlFor={id}>{t('shareThisLink')}</label>
      <Row>
        <TextInput id={id} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        <Button $variant="secondary" onClick={() => void copy()}>
          {t('copy')}
        </Button>
      </Row>
    </>
  );
}
