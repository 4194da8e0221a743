import { useSession } from '@topup/platform';
import { UI_MESSAGES } from '@topup/rules';
import { FailureState } from '@topup/ui';

/** The signed-in user could not be loaded (session userStatus 'failed'): say so and offer Retry. */
export function UserLoadFailed() {
  const session = useSession();
  return (
    <FailureState
      message={UI_MESSAGES.account.loadFailed}
      onRetry={() => void session.refreshUser().catch((error: unknown) => console.error(error))}
    />
  );
}
