import type { Courier as CourierName, ParcelProgress } from '@haat/contracts';

/**
 * What every courier is asked, whatever its API: a new courier (RedX, Paperfly) is one more file
 * in `couriers/` that implements this, and one line in `couriers/index.ts`.
 */
export type Courier = {
  name: CourierName;
  /** Hands one parcel to the courier. */
  book(parcel: Parcel): Promise<BookingAnswer>;
  /**
   * Hands several parcels at once (as many as `bulkLimit`), answered by invoice: a parcel the
   * courier could not be asked about (it stopped answering, or there was no time left) is
   * `CourierUnavailable`, and is sent again later.
   */
  bookMany(parcels: Parcel[]): Promise<Map<string, BookingAnswer | CourierUnavailable>>;
  /** The most parcels one `bookMany` takes. */
  bulkLimit: number;
  /** Where a parcel stands now, by its consignment id or, when the shop has none yet, its invoice. */
  status(parcel: { consignmentId: string | null; invoice: string }): Promise<CourierNews | null>;
  /** Cancels a booked parcel before pickup, where the courier's API allows it; null where it does not. */
  cancel: ((consignmentId: string) => Promise<void>) | null;
  /** What the courier would charge for a parcel, in taka; null when it does not say. */
  quote(parcel: Parcel): Promise<number | null>;
  /** What the courier holds for the shop (cash collected, less charges), in taka; null when it does not say. */
  balance(): Promise<number | null>;
  /** The courier's own page that follows a parcel, for the shopper. */
  trackingUrl(shipment: { consignmentId: string | null; trackingCode: string | null }): string | null;
};

/** A parcel as the shop describes it to a courier. */
export type Parcel = {
  /** The order's number (a later booking with the same courier adds `-2`, `-3`…). */
  invoice: string;
  recipientName: string;
  /** 11 digits, 01XXXXXXXXX. */
  recipientPhone: string;
  /** The street address with its area and district, as one line. */
  address: string;
  district: string;
  area: string;
  /** Taka to collect at the door; 0 for an order paid online. */
  codAmount: number;
  note: string;
  itemDescription: string;
  itemQuantity: number;
  /** Kilograms. */
  weightKg: number;
};

/** What a courier answered a booking. */
export type BookingAnswer =
  | {
      outcome: 'booked';
      consignmentId: string;
      trackingCode: string | null;
      /** Taka, when the courier said. */
      charge: number | null;
      courierStatus: string;
    }
  /** The courier already has a parcel under this invoice: an earlier call reached it though its answer was lost. */
  | { outcome: 'duplicate' }
  /** The courier will not take it as it is: its words, by field where it named one. */
  | { outcome: 'refused'; message: string; fields: Record<string, string[]> };

/** Something a courier said of a parcel: by webhook, or when asked. */
export type CourierNews = {
  courierStatus: string;
  progress: ParcelProgress;
  /** The courier's time for it; null when it gave none (its status calls give none). */
  happenedAt: Date | null;
  message: string;
  consignmentId?: string;
  /** Taka collected at the door, when the courier says (a delivery, a partial delivery). */
  collectedAmount?: number;
  /** Taka the courier charges, when it says. */
  charge?: number;
};

/**
 * The courier could not be asked: no answer in time, a 5xx, too many requests, an answer that is
 * not what its API publishes. The call is tried again later; `retryAfterMs` when the courier said.
 */
export class CourierUnavailable extends Error {
  constructor(
    readonly courier: CourierName,
    message: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'CourierUnavailable';
  }
}
