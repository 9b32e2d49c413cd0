import { Page, PageTitle } from '@bb/shared';

interface Props {
  title: string;
  description: string;
}

/** The titled page every route group of this area renders until its feature issue fills it. */
export function AreaPage({ title, description }: Props) {
  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      <p>{description}</p>
    </Page>
  );
}
