import { AreaPage } from '../area/AreaPage';

export default function NotificationsPage() {
  return <AreaPage title="Notifications" description="Invitations, league news and results." />;
}
