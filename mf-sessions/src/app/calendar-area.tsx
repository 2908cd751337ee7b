// CalendarArea: the area the shell mounts under /calendar/*; nested routes are relative.
import { Route, Routes } from 'react-router';
import { AreaNotFound } from '@liftbook/shared';
import { CalendarPage } from '../features/calendar/calendar-page';

export default function CalendarArea() {
  return (
    <Routes>
      <Route index element={<CalendarPage />} />
      <Route path="*" element={<AreaNotFound areaLabel="Calendar" />} />
    </Routes>
  );
}
