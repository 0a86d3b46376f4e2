import { resourceRouteSet, routeByName } from '@backoffice/access';
import { availableActions, wrongStateMessage } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_SCREENS } from '../../app/catalogue';
import { LEADS_SCREENS } from '../../app/leads';
import { REVIEWS_SCREENS } from '../../app/reviews';
import { evdLeadsResource } from '../leads';
import { evdProductReviewsResource } from '../reviews';
import { CATALOGUE_RESOURCES } from '.';

describe('the catalogue settings’ screens', () => {
  it.each(CATALOGUE_RESOURCES.map((resource) => [resource.name, resource] as const))(
    '%s has a list, a new and an edit screen on the spec’s routes',
    (_name, resource) => {
      const routes = resourceRouteSet(resource);
      expect(routes).not.toBeNull();
      expect(routeByName(routes!.list)?.path).toMatch(/^\/settings\//);
      expect(routes!.edit).toBeDefined();
      if (resource.name !== 'evd_app_settings') expect(routes!.create).toBeDefined();
    },
  );

  it('writes by hand the screens the generic ones cannot serve', () => {
    expect(Object.keys({ ...CATALOGUE_SCREENS, ...LEADS_SCREENS, ...REVIEWS_SCREENS })).toEqual([
      'evd-policy-pages',
      'new-evd-policy-page',
      'edit-evd-policy-page',
      'evd-app-settings',
      'evd-leads-dashboard',
      'admin.evd-leads',
      'edit-evd-lead',
      'evd-product-reviews',
      'evd-service-reviews',
      'view-customer-reviews',
    ]);
    // The policy page's screen is keyed by slug, the spec's route says so.
    expect(routeByName('edit-evd-policy-page')?.path).toBe('/settings/policy-pages/:slug');
  });
});

describe('the moves of leads and reviews', () => {
  const can = () => true;
  it('offers each lead the moves of its stage, with a sentence for the others', () => {
    const moves = (stage: string) => availableActions(evdLeadsResource, { stage }, can);
    expect(moves('new')).toEqual(['contact', 'lose', 'reassign']);
    expect(moves('contacted')).toEqual(['qualify', 'lose', 'reassign']);
    expect(moves('qualified')).toEqual(['win', 'lose', 'reassign']);
    expect(moves('won')).toEqual(['reassign']);
    expect(moves('lost')).toEqual(['reopen', 'reassign']);
    const win = evdLeadsResource.actions.win!;
    expect(wrongStateMessage(win, 'lost')).toBe('A lost lead cannot be won; reopen it first.');
    expect(wrongStateMessage(win, 'new')).toBe('Only qualified leads can be won.');
  });

  it('moderates a review from each status', () => {
    const moves = (status: string) => availableActions(evdProductReviewsResource, { status }, can);
    expect(moves('pending')).toEqual(['publish', 'hide', 'reply']);
    expect(moves('published')).toEqual(['hide', 'reply']);
    expect(moves('hidden')).toEqual(['publish']);
  });
});
