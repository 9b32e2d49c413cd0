import { AreaPage } from '@bb/shared';

export default function HeadToHeadPage() {
  return <AreaPage title="Head to Head" description="Invite another manager and play a game against each other." />;
}
