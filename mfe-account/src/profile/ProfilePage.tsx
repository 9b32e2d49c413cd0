import { AreaPage } from '@bb/shared';

export default function ProfilePage() {
  return <AreaPage title="My Profile" description="Your settings, password, favorite teams and players." />;
}
