import { AreaPage } from '@bb/shared';

export default function NotificationsPage() {
  return <AreaPage title="Notifications" description="Invitations, league news and results." />;
}
