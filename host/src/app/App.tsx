import { ThemeRoot } from '@bb/shared';
import { Layout } from './Layout';
import { AppRoutes } from './AppRoutes';
import { AccessGuard } from '../access/AccessGuard';
import { ShellRouter } from './ShellRouter';
import type { ShellHistory } from './shell-history';

export function App({ history }: { history: ShellHistory }) {
  return (
    <ShellRouter history={history}>
      <ThemeRoot>
        <Layout>
          <AccessGuard>
            <AppRoutes />
          </AccessGuard>
        </Layout>
      </ThemeRoot>
    </ShellRouter>
  );
}
