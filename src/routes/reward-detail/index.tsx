import { createFileRoute } from '@tanstack/react-router';
import { RewardDetailWithoutId } from '../../features/rewards/components/reward-detail';

/** `/reward-detail` without an id (the spec makes it optional): a way to the catalogue. */
export const Route = createFileRoute('/reward-detail/')({
  component: RewardDetailWithoutId,
});
