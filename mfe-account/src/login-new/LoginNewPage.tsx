import { AreaPage } from '@bb/shared';

export default function LoginNewPage() {
  return <AreaPage title="Login" description="Sign in with the new login flow." />;
}
