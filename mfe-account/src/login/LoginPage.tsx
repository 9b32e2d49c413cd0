import { AreaPage } from '@bb/shared';

export default function LoginPage() {
  return <AreaPage title="Login" description="Sign in to pick up your leagues, tournaments and saved games." />;
}
