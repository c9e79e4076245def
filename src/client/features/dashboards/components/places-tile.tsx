import { useDashboardPlaces } from '@/client/features/dashboards/api/dashboard-queries';
import type { DashboardQuery } from '@/client/features/dashboards/dashboard-filters';
import type { PlaceSelection } from '@/client/features/dashboards/use-dashboard';
import { useInView } from '@/client/features/dashboards/use-in-view';
import { type PlaceMeasure, PlacesPanel } from './places-panel';

export interface PlacesTileProps {
  query: DashboardQuery;
  initialMeasure?: PlaceMeasure;
  drillTo: (place: PlaceSelection) => void;
  /** At a ward there is no level below: the next click opens the records. */
  openRecords: () => void;
}

/** The places one level down; asks the server only once scrolled into view, like every tile. */
export function PlacesTile({ query, initialMeasure, drillTo, openRecords }: PlacesTileProps) {
  const [ref, inView] = useInView<HTMLDivElement>();
  const places = useDashboardPlaces(query, inView);
  return (
    <div ref={ref}>
      <PlacesPanel
        places={places.data}
        failed={places.isError}
        initialMeasure={initialMeasure}
        onSelect={(row) => (query.wardId ? openRecords() : drillTo(row.place))}
      />
    </div>
  );
}
