/** The answers of the "where it went" API, as its contract gives them. */
export type OfflineGift = {
  offlineGiftID: number;
  organizationID: number;
  eventID: number | null;
  eventName: string | null;
  kind: 'cash' | 'goods';
  amount: number | null;
  item: string | null;
  unit: string | null;
  quantity: number | null;
  donorName: string | null;
  receivedOn: string;
  note: string | null;
  status: 'recorded' | 'voided';
  recordedBy: string;
  recordedAt: string;
  voidedBy: string | null;
  voidedAt: string | null;
  voidReason: string | null;
};

export type Distribution = {
  distributionID: number;
  eventID: number;
  barangay: string;
  distributedOn: string;
  households: number;
  items: { item: string; unit: string; quantity: number; needID: number | null }[];
  amountSpent: number | null;
  note: string | null;
  photos: { url: string; width: number; height: number }[];
  recordedBy: string;
  recordedAt: string;
  status: 'recorded' | 'voided';
};

export type EventReport = {
  eventID: number;
  eventName: string;
  organizationID: number;
  organizationName: string;
  money: { online: number; offline: number; total: number; spent: number };
  goods: { item: string; unit: string; received: number; distributed: number }[];
  distributions: {
    barangay: string;
    distributedOn: string;
    households: number;
    items: { item: string; unit: string; quantity: number }[];
  }[];
  donors: { count: number; anonymous: number };
  publishedAt: string | null;
};

export type RecordOfflineGiftRequest = {
  organizationID: number;
  eventID?: number;
  kind: 'cash' | 'goods';
  amount?: number;
  item?: string;
  unit?: string;
  quantity?: number;
  donorName?: string;
  receivedOn: string;
  note?: string;
};
