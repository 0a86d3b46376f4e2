/**
 * MSW handlers answering the catalogue screens as the server does: the session, the shelves,
 * and the products' import (a preview of the sample file, then the valid rows imported).
 */
import { resourceHandlers, sessionHandlers } from '@backoffice/app-kit/testing';
import type { ImportPreview, User } from '@backoffice/contract';
import { HttpResponse, http } from 'msw';
import { jfdCategoriesResource } from '../../resources/catalogue';
import { badFilePreview, catalogueAdmin, categories } from './catalogueFixtures';

export interface ImportHandlerOptions {
  user?: User;
  preview?: ImportPreview;
}

export function productImportHandlers({
  user = catalogueAdmin,
  preview = badFilePreview,
}: ImportHandlerOptions = {}) {
  return [
    ...sessionHandlers(user),
    ...resourceHandlers(jfdCategoriesResource, categories),
    http.post('*/api/jfd-products/import', ({ request }) => {
      const mode = new URL(request.url).searchParams.get('mode') ?? 'preview';
      if (mode === 'preview') return HttpResponse.json({ data: preview });
      if (mode === 'all' && preview.invalid > 0) {
        return HttpResponse.json(
          {
            message: 'The name field is required.',
            errors: { 'rows.3.name': ['The name field is required.'] },
          },
          { status: 422 },
        );
      }
      const imported = mode === 'all' ? preview.total : preview.valid;
      return HttpResponse.json({
        data: { imported, skipped: preview.total - imported, total: preview.total },
      });
    }),
  ];
}
