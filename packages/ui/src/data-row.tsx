import { DataList } from '@carzone/web-kit';
import type { ComponentProps, ReactNode } from 'react';

/** One row of a data list: its label, then its value (`children`, styled by the other props). */
export function DataRow({
  label,
  children,
  ...value
}: ComponentProps<typeof DataList.ItemValue> & { label: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue {...value}>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}
