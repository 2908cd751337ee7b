// "Your data": bring workouts in from another app. Export arrives with the api's export routes.
import { PageHeader } from '@liftbook/shared';
import { ImportSection } from './import-section';

export function DataPage() {
  return (
    <div className="lb-page">
      <PageHeader title="Your data" subtitle="Bring your history from Strong, Hevy or FitNotes." />
      <ImportSection />
    </div>
  );
}
