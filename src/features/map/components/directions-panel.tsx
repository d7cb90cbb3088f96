/**
 * Directions: where from, where to, step-free or not; the route is worked out on the device as soon
 * as both are chosen, and shown as a summary, the levels it crosses and numbered text steps.
 */
import { ArrowDownUp, CircleDot, Flag, Footprints, MapPin, Navigation } from 'lucide-react';
import type { Ref } from 'react';
import { format } from '../../../i18n';
import type { PlannedRoute, RouteStep } from '../model/route-plan';
import { AMENITY_ICONS } from './amenity-icons';
import {
  levelShortName,
  levelNameOf,
  placeName,
  stepText,
  type NamingContext,
} from './place-names';
import { PlaceCombobox } from './place-combobox';
import type { PlaceOptions } from './place-options';
import styles from './map-panels.module.css';

interface DirectionsPanelProps {
  naming: NamingContext;
  options: PlaceOptions;
  fromKey: string | undefined;
  toKey: string | undefined;
  stepFree: boolean;
  route: PlannedRoute | undefined;
  onFromChange: (key: string | undefined) => void;
  onToChange: (key: string | undefined) => void;
  onStepFreeChange: (stepFree: boolean) => void;
  onSwap: () => void;
  onShowLevel: (levelId: string) => void;
  fromInputRef: Ref<HTMLInputElement>;
}

function StepIcon({ step }: { step: RouteStep }) {
  if (step.kind === 'arrive') return <Flag size={18} aria-hidden="true" />;
  if (step.kind === 'walk') return <Footprints size={18} aria-hidden="true" />;
  const Icon = AMENITY_ICONS[step.via];
  return <Icon size={18} aria-hidden="true" />;
}

function RouteProblem({
  naming,
  route,
}: {
  naming: NamingContext;
  route: Extract<PlannedRoute, { ok: false }>;
}) {
  const { t } = naming;
  const from = route.from ? placeName(naming, route.from) : '';
  const to = route.to ? placeName(naming, route.to) : '';
  const text =
    route.reason === 'same-place'
      ? format(t.samePlace, { place: to || from })
      : route.reason === 'unknown-place'
        ? t.unknownPlace
        : format(route.stepFree ? t.noStepFreeRoute : t.noRoute, { from, to });
  return (
    <p role="alert" className={styles.problem}>
      {text}
    </p>
  );
}

export function DirectionsPanel(props: DirectionsPanelProps) {
  const {
    naming,
    options,
    fromKey,
    toKey,
    stepFree,
    route,
    onFromChange,
    onToChange,
    onStepFreeChange,
    onSwap,
    onShowLevel,
    fromInputRef,
  } = props;
  const { t } = naming;
  const noMatches = (q: string) => format(t.noMatches, { q });

  return (
    <div className={styles.directions}>
      <div className={styles.routeFields}>
        <PlaceCombobox
          label={t.from}
          placeholder={t.fromPlaceholder}
          value={options.optionOfKey(fromKey)}
          suggest={options.fromSuggestions}
          onSelect={(option) => onFromChange(option.key)}
          onClear={() => onFromChange(undefined)}
          noMatches={noMatches}
          clearLabel={`${t.clearRoute}: ${t.from}`}
          icon={<CircleDot size={18} aria-hidden="true" className={styles.fieldIcon} />}
          inputRef={fromInputRef}
        />
        <button
          type="button"
          className={styles.swap}
          onClick={onSwap}
          aria-label={t.swap}
          disabled={!fromKey && !toKey}
        >
          <ArrowDownUp size={18} aria-hidden="true" />
        </button>
        <PlaceCombobox
          label={t.to}
          placeholder={t.toPlaceholder}
          value={options.optionOfKey(toKey)}
          suggest={options.toSuggestions}
          onSelect={(option) => onToChange(option.key)}
          onClear={() => onToChange(undefined)}
          noMatches={noMatches}
          clearLabel={`${t.clearRoute}: ${t.to}`}
          icon={<MapPin size={18} aria-hidden="true" className={styles.fieldIcon} />}
        />
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={stepFree}
          onChange={(event) => onStepFreeChange(event.target.checked)}
        />
        <span>{t.stepFree}</span>
      </label>

      {!route && <p className={styles.hint}>{t.chooseBoth}</p>}
      {route && !route.ok && <RouteProblem naming={naming} route={route} />}
      {route?.ok && (
        <section aria-labelledby="map-route-steps" className={styles.result}>
          <p className={styles.summary} role="status">
            <Navigation size={18} aria-hidden="true" />
            {format(route.stepFree ? t.summaryStepFree : t.summary, {
              minutes: route.minutes,
              metres: Math.round(route.walkMetres / 10) * 10,
            })}
          </p>
          {route.levelIds.length > 1 && (
            <div className={styles.routeLevels}>
              <span>{t.routeLevels}</span>
              {route.levelIds.map((levelId) => (
                <button
                  key={levelId}
                  type="button"
                  className={styles.levelChip}
                  onClick={() => onShowLevel(levelId)}
                  aria-label={format(t.showLevel, { level: levelNameOf(naming, levelId) })}
                >
                  {levelShortName(levelId)}
                </button>
              ))}
            </div>
          )}
          <h3 id="map-route-steps" className={styles.stepsHeading}>
            {t.steps}
          </h3>
          <ol className={styles.steps}>
            {route.steps.map((step, i) => (
              <li key={i} className={styles.step} data-kind={step.kind}>
                <span className={styles.stepIcon}>
                  <StepIcon step={step} />
                </span>
                <span className={styles.stepText}>{stepText(naming, step)}</span>
                {step.kind === 'walk' && (
                  <button
                    type="button"
                    className={styles.stepLevel}
                    onClick={() => onShowLevel(step.levelId)}
                    aria-label={format(t.showLevel, { level: levelNameOf(naming, step.levelId) })}
                  >
                    {levelShortName(step.levelId)}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
