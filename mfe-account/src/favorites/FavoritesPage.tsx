import { AreaPage } from '@bb/shared';

export default function FavoritesPage() {
  return <AreaPage title="Favorite Players and Teams" description="Players and teams you follow across every season." />;
}
