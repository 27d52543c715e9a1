import { createContext, useContext } from 'react';
import { FIGURES, type FigureKey } from '@risk/shared/figures';
import { CITY_NUMBER_FIGURES, type CityNumber } from '@risk/shared/schemas/big-screen';
import { Figure } from './Panel.tsx';

/**
 * Where a wall figure is checked: the address of the list that counts it for the signed-in user
 * (FIGURE_LISTS), or nothing. The app knows the menu and the user, so it provides this; the screens'
 * panels, built by features and components, only ask.
 */
export const FigureLinks = createContext<(key: FigureKey) => string | undefined>(() => undefined);

export const useFigureHref = () => useContext(FigureLinks);

/**
 * A figure of the catalogue under its one label and unit, linked to the list that counts it where
 * the viewer has one. `shown` writes a large value shorter (万) and answers the unit's prefix.
 */
export function CatalogueFigure({
  figure,
  value,
  shown = (n) => ({ value: n, unit: '' }),
}: {
  figure: FigureKey;
  value: number;
  shown?: (n: number) => { value: number | string; unit: string };
}) {
  const hrefOf = useFigureHref();
  const { label, unit } = FIGURES[figure];
  const s = shown(value);
  return <Figure label={label} value={s.value} unit={`${s.unit}${unit}`} href={hrefOf(figure)} />;
}

/** cityNumber's figures (总体情况) as every wall shows them; `omit` leaves out those a panel has no room for. */
export function CityNumberFigures({
  data,
  omit = [],
  shown,
}: {
  data: CityNumber;
  omit?: readonly FigureKey[];
  shown?: (n: number) => { value: number | string; unit: string };
}) {
  return CITY_NUMBER_FIGURES.filter(([key]) => !omit.includes(key)).map(([key, field]) => (
    <CatalogueFigure key={key} figure={key} value={data[field]} shown={shown} />
  ));
}
