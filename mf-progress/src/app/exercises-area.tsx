// ExercisesArea: the area the shell mounts under its path prefix; nested routes are relative.
import { Route, Routes } from 'react-router';
import { AreaNotFound } from '@liftbook/shared';
import { ExercisesPage } from './exercises-page';

export default function ExercisesArea() {
  return (
    <Routes>
      <Route index element={<ExercisesPage />} />
      <Route path="*" element={<AreaNotFound areaLabel="Exercises" />} />
    </Routes>
  );
}
