import { AuditTrail } from '@/client/components/audit-trail';
import { useUserAudit } from '@/client/features/users/api/user-audit';

/** Who changed this account, when, through which group, and each field before and after. */
export function AuditHistory({ userId }: { userId: string }) {
  const { data, isLoading, error, refetch } = useUserAudit(userId);
  return <AuditTrail entries={data?.items} loading={isLoading} error={error} onRetry={refetch} />;
}
