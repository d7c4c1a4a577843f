import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';

/**
 * A record's detail screen with its History section below it (issue 35). Composed here, in the
 * shell, because features do not import each other: the History lives in features/activity and
 * each detail page stays unaware of it. `entity` is the log's word for the record type; the id
 * is the route's `:id`.
 */
export async function withHistory(
  page: Promise<ComponentType>,
  entity: string,
): Promise<ComponentType> {
  const [Page, { RecordHistory }] = await Promise.all([
    page,
    import('../features/activity/RecordHistory'),
  ]);
  function PageWithHistory() {
    const id = useParams().id;
    return (
      <>
        <Page />
        {id ? <RecordHistory key={id} entity={entity} entityId={id} /> : null}
      </>
    );
  }
  return PageWithHistory;
}
