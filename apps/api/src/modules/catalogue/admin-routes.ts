import fastifyMultipart from '@fastify/multipart';
import {
  adminContract,
  IMAGE_FIELD,
  MAX_IMAGE_BYTES,
  ADMIN_CATALOGUE_MESSAGES as SAID,
} from '@haat/contracts/admin';
import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequest, fieldRefusal, HttpError } from '../../errors';
import type { ContractRouterOptions } from '../../plugins/contract';
import type { AdminCategories } from './admin-categories';
import type { AdminProducts } from './admin-products';

const s = initServer();

const say = (text: string, name: string) => text.replace('{name}', name);

/**
 * The operator's catalogue: products and their pictures, categories and items, the home page's
 * picture. The contract marks every call operators-only.
 */
export function catalogueAdminPlugin(
  { products, categories }: { products: AdminProducts; categories: AdminCategories },
  options: ContractRouterOptions,
) {
  return async (scope: FastifyInstance) => {
    // Pictures travel as multipart/form-data, read here alone: one file of at most 5 MB, a few
    // small fields. The stream stops at the limit, so a larger file is never held whole.
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 4, fieldSize: 1000, parts: 5 },
    });

    /** The picture of an upload, as sent; a request with none, or a larger one, is refused with its code. */
    async function uploadedImage(request: FastifyRequest): Promise<Buffer> {
      if (!request.isMultipart()) throw new HttpError(415, 'unsupportedMediaType');
      try {
        const part = await request.file();
        if (!part || part.fieldname !== IMAGE_FIELD)
          throw new BadRequest(fieldRefusal(IMAGE_FIELD, 'imageRequired'));
        return await part.toBuffer();
      } catch (error) {
        if (error instanceof scope.multipartErrors.RequestFileTooLargeError)
          throw new HttpError(413, 'imageTooLarge');
        // The multipart reader's own errors (a body cut short, a broken part header) carry no
        // status: the form is malformed, which is the sender's doing.
        if (error instanceof Error && !('statusCode' in error)) throw new BadRequest('invalidRequest');
        throw error;
      }
    }

    await scope.register(
      s.plugin(
        s.router(adminContract.catalogue, {
          products: async ({ query: { page, pageSize, ...filters } }) => ({
            status: 200,
            body: { success: true, ...(await products.list(filters, page, pageSize)) },
          }),
          product: async ({ params }) => ({
            status: 200,
            body: { success: true, product: await products.details(params.id) },
          }),
          createProduct: async ({ request, body }) => {
            const product = await products.create(request.user.id, body);
            return {
              status: 201,
              body: { success: true, message: say(SAID.productCreated, product.name), product },
            };
          },
          updateProduct: async ({ request, params, body }) => {
            const product = await products.update(request.user.id, params.id, body);
            return {
              status: 200,
              body: { success: true, message: say(SAID.productSaved, product.name), product },
            };
          },
          archiveProduct: async ({ request, params }) => {
            const product = await products.archive(request.user.id, params.id);
            return {
              status: 200,
              body: { success: true, message: say(SAID.productArchived, product.name), product },
            };
          },
          restoreProduct: async ({ request, params }) => {
            const product = await products.restore(request.user.id, params.id);
            return {
              status: 200,
              body: { success: true, message: say(SAID.productRestored, product.name), product },
            };
          },
          setStock: async ({ request, params, body }) => {
            const product = await products.setStock(request.user.id, params.id, body);
            return {
              status: 200,
              body: { success: true, message: say(SAID.stockSaved, product.name), product },
            };
          },
          addImage: async ({ request, params }) => {
            const bytes = await uploadedImage(request);
            const product = await products.addImage(request.user.id, params.id, bytes);
            return { status: 201, body: { success: true, message: SAID.imageAdded, product } };
          },
          reorderImages: async ({ request, params, body }) => {
            const product = await products.reorderImages(request.user.id, params.id, body.imageIds);
            return { status: 200, body: { success: true, message: SAID.imagesReordered, product } };
          },
          deleteImage: async ({ request, params }) => {
            const product = await products.deleteImage(request.user.id, params.id, params.imageId);
            return { status: 200, body: { success: true, message: SAID.imageDeleted, product } };
          },
          categories: async () => ({
            status: 200,
            body: { success: true, categories: await categories.list() },
          }),
          createCategory: async ({ request, body }) => ({
            status: 201,
            body: {
              success: true,
              message: say(SAID.categoryCreated, body.name),
              categories: await categories.createCategory(request.user.id, body),
            },
          }),
          renameCategory: async ({ request, params, body }) => ({
            status: 200,
            body: {
              success: true,
              message: say(SAID.categoryRenamed, body.name),
              categories: await categories.renameCategory(request.user.id, params.id, body),
            },
          }),
          reorderCategories: async ({ request, body }) => ({
            status: 200,
            body: {
              success: true,
              message: SAID.categoriesReordered,
              categories: await categories.reorderCategories(request.user.id, body.ids),
            },
          }),
          deleteCategory: async ({ request, params }) => {
            const { name, categories: left } = await categories.deleteCategory(request.user.id, params.id);
            return {
              status: 200,
              body: { success: true, message: say(SAID.categoryDeleted, name), categories: left },
            };
          },
          createItem: async ({ request, params, body }) => ({
            status: 201,
            body: {
              success: true,
              message: say(SAID.itemCreated, body.name),
              categories: await categories.createItem(request.user.id, params.id, body),
            },
          }),
          renameItem: async ({ request, params, body }) => ({
            status: 200,
            body: {
              success: true,
              message: say(SAID.itemRenamed, body.name),
              categories: await categories.renameItem(request.user.id, params.id, params.itemId, body),
            },
          }),
          reorderItems: async ({ request, params, body }) => ({
            status: 200,
            body: {
              success: true,
              message: SAID.itemsReordered,
              categories: await categories.reorderItems(request.user.id, params.id, body.ids),
            },
          }),
          deleteItem: async ({ request, params }) => {
            const { name, categories: left } = await categories.deleteItem(
              request.user.id,
              params.id,
              params.itemId,
            );
            return {
              status: 200,
              body: { success: true, message: say(SAID.itemDeleted, name), categories: left },
            };
          },
          setHeroImage: async ({ request }) => {
            await categories.setHeroImage(request.user.id, await uploadedImage(request));
            return { status: 200, body: { success: true, message: SAID.heroImageSet } };
          },
        }),
      ),
      options,
    );
  };
}
