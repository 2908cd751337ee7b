// "Your data": bring workouts in from another app, see and undo imports, take everything out.
import { PageHeader } from '@liftbook/shared';
import { ExportSection } from './export-section';
import { ImportSection } from './import-section';
import { ImportsList } from './imports-list';

export function DataPage() {
  return (
    <div className="lb-page">
      <PageHeader title="Your data" subtitle="Bring your history from Strong, Hevy or FitNotes, and take everything with you." />
      <ImportSection />
      <ImportsList />
      <ExportSection />
    </div>
  );
}
