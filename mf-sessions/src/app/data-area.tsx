// DataArea: the area the shell mounts under /data/* (Your data: import, later export).
import { Route, Routes } from 'react-router';
import { AreaNotFound } from '@liftbook/shared';
import { DataPage } from '../features/your-data/data-page';

export default function DataArea() {
  return (
    <Routes>
      <Route index element={<DataPage />} />
      <Route path="*" element={<AreaNotFound areaLabel="Your data" />} />
    </Routes>
  );
}
