import type { MapOptions } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { AGENCY } from '../../../../shared/agency.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import { MAP_CENTRE, MAP_MAX_ZOOM, MAP_ZOOM } from '../../../content/location.ts';
import classes from './LocationPage.module.css';

/** How long the tile service may take to answer with its style before the plain style is used. */
const STYLE_TIMEOUT_MS = 4000;

/** A MapLibre style document (the `style` option also takes a URL, which this page fetches itself). */
type MapStyle = Exclude<NonNullable<MapOptions['style']>, string>;

/** A plain background, so the map and its marker still work with no tile service (offline). */
export const FALLBACK_STYLE: MapStyle = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#E9DFD3' } }],
};

/** The tile service's answer is only used when it has the shape of a style document. */
function isMapStyle(value: unknown): value is MapStyle {
  return (
    typeof value === 'object' &&
    value !== null &&
    'version' in value &&
    value.version === 8 &&
    'sources' in value &&
    typeof value.sources === 'object' &&
    value.sources !== null &&
    'layers' in value &&
    Array.isArray(value.layers)
  );
}

type MapState = 'loading' | 'ready' | 'offline' | 'unsupported';

async function loadStyle(styleUrl: string): Promise<MapStyle | null> {
  try {
    const response = await fetch(styleUrl, { signal: AbortSignal.timeout(STYLE_TIMEOUT_MS) });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isMapStyle(body) ? body : null;
  } catch {
    return null;
  }
}

/**
 * The MapLibre map, about 500 px high, centred on the residences with a marker and popup. MapLibre
 * and its stylesheet are imported here only, after hydration, so no other page carries them.
 */
export function LocationMap({ styleUrl }: { styleUrl: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>('loading');

  useEffect(() => {
    let disposed = false;
    let remove: (() => void) | undefined;

    void (async () => {
      const [maplibre, worker, style] = await Promise.all([
        import('maplibre-gl'),
        import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'),
        loadStyle(styleUrl),
        import('maplibre-gl/dist/maplibre-gl.css'),
      ]);
      if (disposed || !container.current) return;
      maplibre.setWorkerUrl(worker.default);

      let map: InstanceType<typeof maplibre.Map>;
      try {
        map = new maplibre.Map({
          container: container.current,
          style: style ?? FALLBACK_STYLE,
          center: [MAP_CENTRE.longitude, MAP_CENTRE.latitude],
          zoom: MAP_ZOOM,
          maxZoom: MAP_MAX_ZOOM,
          cooperativeGestures: true,
          attributionControl: style ? { compact: true } : false,
        });
      } catch {
        setState('unsupported');
        return;
      }
      map.addControl(new maplibre.NavigationControl({ showCompass: false }), 'top-right');

      const pin = document.createElement('button');
      pin.type = 'button';
      pin.className = classes.marker ?? '';
      pin.setAttribute('aria-label', m.location_map_marker({ name: AGENCY.name }));
      pin.dataset.testid = 'map-marker';

      const popupBody = document.createElement('div');
      const title = document.createElement('p');
      title.className = classes.popupTitle ?? '';
      title.textContent = 'Six Senses Residences';
      const text = document.createElement('p');
      text.className = classes.popupText ?? '';
      text.textContent = m.location_map_street();
      popupBody.append(title, text);

      const popup = new maplibre.Popup({ offset: 28, closeButton: true }).setDOMContent(popupBody);
      const marker = new maplibre.Marker({ element: pin, anchor: 'bottom' })
        .setLngLat([MAP_CENTRE.longitude, MAP_CENTRE.latitude])
        .setPopup(popup)
        .addTo(map);
      map.once('load', () => {
        if (!marker.getPopup()?.isOpen()) marker.togglePopup();
      });
      if (style) map.on('error', () => undefined);
      setState(style ? 'ready' : 'offline');
      remove = () => map.remove();
    })();

    return () => {
      disposed = true;
      remove?.();
    };
  }, [styleUrl]);

  return (
    <div className={classes.mapFrame} data-map-state={state}>
      <div ref={container} className={classes.map} role="region" aria-label={m.location_map_label()} />
      {state === 'offline' ? <p className={classes.status}>{m.location_map_offline()}</p> : null}
      {state === 'unsupported' ? (
        <p className={classes.status}>
          {m.location_map_unsupported()} {m.agency_address()}
        </p>
      ) : null}
      {state === 'loading' ? <p className={classes.status}>{m.location_map_loading()}</p> : null}
    </div>
  );
}
