import { useEffect } from 'react';
import { env } from '@/config/env';

/** Sets the tab title for a page: "Pricing | {product}". */
export const PageTitle = ({ title }: { title: string }) => {
  useEffect(() => {
    document.title = `${title} | ${env.productName}`;
  }, [title]);
  return null;
};
