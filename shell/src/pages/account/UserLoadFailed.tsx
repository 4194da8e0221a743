import { useSession } from '@topup/platform';
import { UI_MESSAGES } from '@topup/rules';
import { ErrorState } from '@topup/ui';

/** The signed-in user could not be loaded (session userStatus 'failed'): say so and offer Retry. */
export function UserLoadFailed() {
  const session = useSession();
  return (
    <ErrorState
      message={UI_MESSAGES.account.loadFailed}
      illustration="auto"
      onRetry={() => void session.refreshUser().catch((error: unknown) => console.error(error))}
    />
  );
}
