import FeedbackWidget, { type FeedbackWidgetProps } from '@/feedback/FeedbackWidget';
import { feedbackDictionaries } from '@/i18n/translations/islands';
import IslandProviders from './IslandProviders';

/** "Was this page helpful?": an island at the foot of every article, hydrated when seen. */
export default function FeedbackIsland(props: FeedbackWidgetProps) {
  return (
    <IslandProviders dictionaries={feedbackDictionaries}>
      <FeedbackWidget {...props} />
    </IslandProviders>
  );
}
