import { AreaPage } from '@bb/shared';

export default function SeasonExhibitionPage() {
  return <AreaPage title="Season Exhibition Game" description="Play an exhibition game between this season's teams." />;
}
