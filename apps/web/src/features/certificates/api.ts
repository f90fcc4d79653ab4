import type {
  CharityUpdateResponse,
  StatementYear,
  TaxDetailsInput,
  TaxDetailsResponse,
} from '@tabang/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, downloadFile } from '../../lib/api-client';
import { useRefreshListings } from '../../lib/refresh-listings';

export const certificateKeys = {
  taxDetails: ['my-giving', 'tax-details'] as const,
  statements: ['my-giving', 'statements'] as const,
};

/** GET /get/my/tax-details: the saved details, the TIN masked but its last three digits (null: none yet). */
export function useTaxDetails() {
  return useQuery({
    queryKey: certificateKeys.taxDetails,
    queryFn: () => apiRequest<TaxDetailsResponse>('/get/my/tax-details', { credentials: true }),
  });
}

/** POST /post/my/tax-details; the saved (masked) details replace the query's. */
export function useSaveTaxDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TaxDetailsInput) =>
      apiRequest<TaxDetailsResponse & { message: string }>('/post/my/tax-details', {
        body,
        credentials: true,
      }),
    onSuccess: ({ taxDetails }) => queryClient.setQueryData(certificateKeys.taxDetails, { taxDetails }),
  });
}

/** GET /get/my/statements: the years with completed gifts, newest first. */
export function useStatementYears() {
  return useQuery({
    queryKey: certificateKeys.statements,
    queryFn: () => apiRequest<StatementYear[]>('/get/my/statements', { credentials: true }),
  });
}

/** Saves a gift's Certificate of Donation (BIR Form 2322) as a PDF. */
export const openCertificate = (reqId: string) =>
  downloadFile(`/get/donations/${encodeURIComponent(reqId)}/certificate.pdf`, 'certificate-of-donation.pdf');

/** Saves a year's statement of gifts as a PDF. */
export const openStatement = (year: number) =>
  downloadFile(`/get/my/statements/${year}.pdf`, `tabang-statement-${year}.pdf`);

/** POST /post/organizations/update with the donee fields only (form data: organizationID and the fields). */
export function useSaveDonee() {
  const refresh = useRefreshListings();
  return useMutation({
    mutationFn: (form: FormData) =>
      apiRequest<CharityUpdateResponse>('/post/organizations/update', { body: form, credentials: true }),
    onSuccess: () => refresh(),
  });
}
