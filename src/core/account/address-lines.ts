import type { Address } from '../api/schemas/adresspool.ts';

type AddressText = Partial<Pick<Address, 'firma' | 'anrede' | 'titel' | 'vorname' | 'name' | 'strasse' | 'zusatz1' | 'zusatz2' | 'plz' | 'ort' | 'land'>>;

const joined = (parts: readonly (string | null | undefined)[], separator = ' ') => parts.map((part) => part?.trim()).filter(Boolean).join(separator);

/** An address as the lines of a Swiss envelope (firm, name, street, extras, postcode and town, country). */
export function addressLines(address: AddressText): string[] {
  return [
    joined([address.firma]),
    joined([address.anrede, address.titel, address.vorname, address.name]),
    joined([address.strasse]),
    joined([address.zusatz1]),
    joined([address.zusatz2]),
    joined([address.plz, address.ort]),
    address.land && address.land !== 'Schweiz' ? address.land.trim() : '',
  ].filter(Boolean);
}
