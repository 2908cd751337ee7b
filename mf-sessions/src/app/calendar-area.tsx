// CalendarArea: the area the shell mounts under its path prefix; nested routes are relative.
import { Route, Routes } from 'react-router';
import { AreaNotFound, EmptyState, PageHeader } from '@liftbook/shared';

function CalendarPage() {
  return (
    <div className="lb-page">
      <PageHeader title="Workout Calendar" subtitle="Your training month at a glance: tap a highlighted day to see what you did." />
      <EmptyState title="The calendar is on its way" message="Month view, workout days and daily summaries arrive in the next release." />
    </div>
  );
}

export default function CalendarArea() {
  return (
    <Routes>
      <Route index element={<CalendarPage />} />
      <Route path="*" element={<AreaNotFound areaLabel="Calendar" />} />
    </Routes>
  );
}
