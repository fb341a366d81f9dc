import type { Schema, Struct } from '@strapi/strapi';

export interface RentalClosedDate extends Struct.ComponentSchema {
  collectionName: 'components_rental_closed_dates';
  info: {
    description: '\uB300\uAD00 \uAE30\uAC04 \uC911 \uB300\uAD00\uD558\uC9C0 \uC54A\uB294 \uB0A0';
    displayName: '\uB300\uAD00 \uC81C\uC678\uC77C';
  };
  attributes: {
    date: Schema.Attribute.Date & Schema.Attribute.Required;
    note: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
  };
}

export interface RentalFacilityFee extends Struct.ComponentSchema {
  collectionName: 'components_rental_facility_fees';
  info: {
    description: '\uD53C\uC544\uB178, \uC601\uC0C1 \uCD2C\uC601, \uCD94\uAC00 \uB9AC\uD5C8\uC124 \uB4F1 \uACF5\uC5F0 \uD6C4 \uC815\uC0B0\uD558\uB294 \uC0AC\uC6A9\uB8CC';
    displayName: '\uBD80\uB300\uC2DC\uC124 \uC0AC\uC6A9\uB8CC';
  };
  attributes: {
    fee: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    unit: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 50;
      }>;
  };
}

export interface RentalFeeRate extends Struct.ComponentSchema {
  collectionName: 'components_rental_fee_rates';
  info: {
    description: '\uB300\uAD00 \uAD6C\uBD84\uBCC4 \uD3C9\uC77C\u00B7\uC8FC\uB9D0 \uB300\uAD00\uB8CC (\uC6D0, \uBD80\uAC00\uAC00\uCE58\uC138 \uD3EC\uD568)';
    displayName: '\uB300\uAD00\uB8CC';
  };
  attributes: {
    hours: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 24;
          min: 1;
        },
        number
      > &
      Schema.Attribute.DefaultTo<6>;
    kind: Schema.Attribute.Enumeration<['performance', 'competition', 'corporate']> & Schema.Attribute.Required;
    weekdayFee: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    weekendFee: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
  };
}

export interface RentalPaymentRules extends Struct.ComponentSchema {
  collectionName: 'components_rental_payment_rules';
  info: {
    description: '\uACC4\uC57D\uAE08 \uBE44\uC728\uACFC \uB0A9\uBD80 \uAE30\uD55C, \uBBF8\uB0A9 \uC2DC \uC2B9\uC778 \uCDE8\uC18C, \uC548\uB0B4 \uBA54\uC77C \uC2DC\uC810, \uC218\uC2DC\uB300\uAD00 \uCD5C\uC18C \uC2E0\uCCAD \uAE30\uAC04';
    displayName: '\uB0A9\uBD80 \uADDC\uC815';
  };
  attributes: {
    balanceDueDaysBefore: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 365;
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<60>;
    depositDueDays: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 365;
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<14>;
    depositPercent: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 100;
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<30>;
    extraDueDaysAfter: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 365;
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<7>;
    lapseGraceDays: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 365;
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<7>;
    leadDays: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 365;
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<30>;
    reminderDaysBefore: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 60;
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<3>;
    rentalDayReminderDays: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 60;
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<7>;
  };
}

export interface RentalRoundCategory extends Struct.ComponentSchema {
  collectionName: 'components_rental_round_categories';
  info: {
    description: '\uC774 \uACF5\uBAA8\uC5D0\uC11C \uBC1B\uB294 \uACF5\uC5F0 \uC720\uD615';
    displayName: '\uACF5\uBAA8 \uBD84\uC57C';
  };
  attributes: {
    category: Schema.Attribute.Enumeration<['classical', 'gugak', 'popular', 'lecture']> & Schema.Attribute.Required;
  };
}

export interface RentalStatusChange extends Struct.ComponentSchema {
  collectionName: 'components_rental_status_changes';
  info: {
    description: '\uC2E0\uCCAD \uC0C1\uD0DC\uAC00 \uBC14\uB010 \uC2DC\uAC01\uACFC \uC0AC\uC720';
    displayName: '\uC0C1\uD0DC \uBCC0\uACBD \uC774\uB825';
  };
  attributes: {
    applicationStatus: Schema.Attribute.Enumeration<
      ['received', 'reviewing', 'approved', 'rejected', 'cancelled', 'contracted', 'completed']
    > &
      Schema.Attribute.Required;
    byApplicant: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    changedAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    reason: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2000;
      }>;
  };
}

export interface SharedAddress extends Struct.ComponentSchema {
  collectionName: 'components_shared_addresses';
  info: {
    description: '\uB3C4\uB85C\uBA85 \uC8FC\uC18C\uC640 \uC0C1\uC138 \uC8FC\uC18C';
    displayName: '\uC8FC\uC18C';
  };
  attributes: {
    basic: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
    detail: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
  };
}

export interface ShowAccess extends Struct.ComponentSchema {
  collectionName: 'components_show_accesses';
  info: {
    description: '\uACF5\uC5F0\uC774 \uC81C\uACF5\uD558\uB294 \uC811\uADFC\uC131 \uC11C\uBE44\uC2A4\uC640 \uD574\uB2F9 \uD68C\uCC28 \uC548\uB0B4';
    displayName: '\uBC30\uB9AC\uC5B4\uD504\uB9AC \uC11C\uBE44\uC2A4';
  };
  attributes: {
    audioDescription: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    audioDescriptionNote: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    captions: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    captionsNote: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    relaxed: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    relaxedNote: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    signLanguage: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    signLanguageNote: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    touchTour: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    touchTourNote: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    wheelchair: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
  };
}

export interface SiteAccessFacilities extends Struct.ComponentSchema {
  collectionName: 'components_site_access_facilities';
  info: {
    description: '\uD720\uCCB4\uC5B4 \uB3D9\uC120, \uC5D8\uB9AC\uBCA0\uC774\uD130, \uC7A5\uC560\uC778 \uC8FC\uCC28\u00B7\uD654\uC7A5\uC2E4, \uD788\uC5B4\uB9C1 \uB8E8\uD504, \uD720\uCCB4\uC5B4\uC11D, \uBCF4\uC870\uACAC, \uC811\uADFC\uC131 \uBB38\uC758';
    displayName: '\uBC30\uB9AC\uC5B4\uD504\uB9AC \uC2DC\uC124';
  };
  attributes: {
    accessibleParkingSpaces: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 1000;
          min: 0;
        },
        number
      >;
    accessibleToilet: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    companionSeats: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 280;
          min: 0;
        },
        number
      >;
    contactEmail: Schema.Attribute.Email;
    contactPhone: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 30;
      }>;
    elevator: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    entrance: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    guideDogsWelcome: Schema.Attribute.Boolean;
    hearingLoop: Schema.Attribute.Boolean;
    note: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
    wheelchairSeats: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 280;
          min: 0;
        },
        number
      >;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'rental.closed-date': RentalClosedDate;
      'rental.facility-fee': RentalFacilityFee;
      'rental.fee-rate': RentalFeeRate;
      'rental.payment-rules': RentalPaymentRules;
      'rental.round-category': RentalRoundCategory;
      'rental.status-change': RentalStatusChange;
      'shared.address': SharedAddress;
      'show.access': ShowAccess;
      'site.access-facilities': SiteAccessFacilities;
    }
  }
}
