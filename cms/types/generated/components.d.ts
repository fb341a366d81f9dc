import type { Schema, Struct } from '@strapi/strapi';

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

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'rental.status-change': RentalStatusChange;
      'shared.address': SharedAddress;
    }
  }
}
