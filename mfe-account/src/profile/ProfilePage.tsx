import { AreaPage } from '../area/AreaPage';

export default function ProfilePage() {
  return <AreaPage title="My Profile" description="Your settings, password, favorite teams and players." />;
}
