import styled from 'styled-components';
import { useT } from '../i18n/use-t';
import { BOTTOM_BAR_VAR } from '../ui/bottom-bar';
import { useOnline } from './online-status';

const Banner = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  /* Sits on top of a bottom tab bar, never over it: the bar publishes its height. */
  bottom: var(${BOTTOM_BAR_VAR}, 0px);
  z-index: 9999;
  padding: 8px 16px;
  text-align: center;
  font-size: 14px;
  font-weight: 600;
  color: #fff;
  background: #c62828;
`;

/** A banner while the browser is offline; renders nothing when online. */
export function OfflineBanner() {
  const online = useOnline();
  const t = useT();
  if (online) return null;
  return (
    <Banner role="alert" aria-live="assertive">
      {t('network.offlineBanner')}
    </Banner>
  );
}
