// Generated from openapi/openapi.json by `npm run openapi:generate`. Do not edit.
/** Each operation's query parameters: how the client reads them from a URL (src/client/lib/records/url-query.ts). */
export const QUERY_PARAMETERS = {
  "listUsers": {
    "page": {
      "type": "integer"
    },
    "pageSize": {
      "type": "integer"
    },
    "search": {
      "type": "string"
    },
    "role": {
      "type": "string"
    },
    "status": {
      "type": "string",
      "enum": [
        "ACTIVE",
        "BLOCKED"
      ]
    },
    "provinceId": {
      "type": "integer"
    },
    "districtId": {
      "type": "integer"
    },
    "palikaId": {
      "type": "integer"
    },
    "sort": {
      "type": "string",
      "enum": [
        "fullname",
        "username",
        "role",
        "status",
        "lastLoginAt"
      ]
    },
    "order": {
      "type": "string",
      "enum": [
        "asc",
        "desc"
      ]
    }
  },
  "searchPlaces": {
    "q": {
      "type": "string"
    },
    "level": {
      "type": "string",
      "enum": [
        "province",
        "district",
        "palika"
      ]
    },
    "limit": {
      "type": "integer"
    }
  },
  "listProfiles": {
    "page": {
      "type": "integer"
    },
    "pageSize": {
      "type": "integer"
    },
    "provinceId": {
      "type": "integer"
    },
    "districtId": {
      "type": "integer"
    },
    "palikaId": {
      "type": "integer"
    },
    "wardId": {
      "type": "integer"
    },
    "search": {
      "type": "string"
    },
    "disabilityType": {
      "type": "string",
      "enum": [
        "physical",
        "visual",
        "hearing",
        "deaf_blind",
        "voice_speech",
        "psychosocial",
        "intellectual",
        "haemophilia",
        "autism",
        "multiple"
      ]
    },
    "severityClass": {
      "type": "string",
      "enum": [
        "A",
        "B",
        "C",
        "D"
      ]
    },
    "gender": {
      "type": "string",
      "enum": [
        "male",
        "female",
        "other"
      ]
    },
    "ageBand": {
      "type": "string",
      "enum": [
        "0-4",
        "5-17",
        "18-59",
        "60+"
      ]
    },
    "cardStatus": {
      "type": "string",
      "enum": [
        "none",
        "applied",
        "ward_recommended",
        "committee_review",
        "issued",
        "rejected",
        "duplicate_issued",
        "upgraded"
      ]
    },
    "status": {
      "type": "string",
      "enum": [
        "active",
        "migrated_out",
        "deceased",
        "duplicate",
        "inactive"
      ]
    },
    "registeredFrom": {
      "type": "string"
    },
    "registeredTo": {
      "type": "string"
    },
    "cardHeld": {
      "type": "boolean"
    },
    "servedFiscalYear": {
      "type": "integer"
    },
    "servedTrimester": {
      "type": "integer"
    },
    "servedCategoryId": {
      "type": "integer"
    },
    "deleted": {
      "type": "boolean"
    },
    "sort": {
      "type": "string",
      "enum": [
        "registrationNo",
        "nameNe",
        "nameEn",
        "age",
        "registrationDate",
        "palika",
        "severityClass"
      ]
    },
    "order": {
      "type": "string",
      "enum": [
        "asc",
        "desc"
      ]
    }
  },
  "exportProfiles": {
    "provinceId": {
      "type": "integer"
    },
    "districtId": {
      "type": "integer"
    },
    "palikaId": {
      "type": "integer"
    },
    "wardId": {
      "type": "integer"
    },
    "search": {
      "type": "string"
    },
    "disabilityType": {
      "type": "string",
      "enum": [
        "physical",
        "visual",
        "hearing",
        "deaf_blind",
        "voice_speech",
        "psychosocial",
        "intellectual",
        "haemophilia",
        "autism",
        "multiple"
      ]
    },
    "severityClass": {
      "type": "string",
      "enum": [
        "A",
        "B",
        "C",
        "D"
      ]
    },
    "gender": {
      "type": "string",
      "enum": [
        "male",
        "female",
        "other"
      ]
    },
    "ageBand": {
      "type": "string",
      "enum": [
        "0-4",
        "5-17",
        "18-59",
        "60+"
      ]
    },
    "cardStatus": {
      "type": "string",
      "enum": [
        "none",
        "applied",
        "ward_recommended",
        "committee_review",
        "issued",
        "rejected",
        "duplicate_issued",
        "upgraded"
      ]
    },
    "status": {
      "type": "string",
      "enum": [
        "active",
        "migrated_out",
        "deceased",
        "duplicate",
        "inactive"
      ]
    },
    "registeredFrom": {
      "type": "string"
    },
    "registeredTo": {
      "type": "string"
    },
    "cardHeld": {
      "type": "boolean"
    },
    "servedFiscalYear": {
      "type": "integer"
    },
    "servedTrimester": {
      "type": "integer"
    },
    "servedCategoryId": {
      "type": "integer"
    },
    "deleted": {
      "type": "boolean"
    },
    "after": {
      "type": "string"
    },
    "limit": {
      "type": "integer"
    }
  },
  "listServiceRecords": {
    "page": {
      "type": "integer"
    },
    "pageSize": {
      "type": "integer"
    },
    "provinceId": {
      "type": "integer"
    },
    "districtId": {
      "type": "integer"
    },
    "palikaId": {
      "type": "integer"
    },
    "wardId": {
      "type": "integer"
    },
    "fiscalYear": {
      "type": "integer"
    },
    "trimester": {
      "type": "integer"
    },
    "categoryId": {
      "type": "integer"
    },
    "providerType": {
      "type": "string",
      "enum": [
        "palika",
        "ward",
        "health_facility",
        "school",
        "fchv",
        "cbrf",
        "opd_ngo",
        "hospital_rehab_centre",
        "other"
      ]
    },
    "gender": {
      "type": "string",
      "enum": [
        "male",
        "female",
        "other"
      ]
    },
    "disabilityType": {
      "type": "string",
      "enum": [
        "physical",
        "visual",
        "hearing",
        "deaf_blind",
        "voice_speech",
        "psychosocial",
        "intellectual",
        "haemophilia",
        "autism",
        "multiple"
      ]
    },
    "severityClass": {
      "type": "string",
      "enum": [
        "A",
        "B",
        "C",
        "D"
      ]
    },
    "ageBand": {
      "type": "string",
      "enum": [
        "0-4",
        "5-17",
        "18-59",
        "60+"
      ]
    },
    "fundingSource": {
      "type": "string",
      "enum": [
        "palika",
        "province",
        "federal",
        "partner",
        "cost_share",
        "self"
      ]
    },
    "deviceType": {
      "type": "string",
      "enum": [
        "wheelchair",
        "cp_chair",
        "tricycle",
        "crutches",
        "walker",
        "white_cane",
        "hearing_aid",
        "braille_slate_stylus",
        "magnifier",
        "prosthesis",
        "orthosis_caliper",
        "commode_chair",
        "air_mattress_cushion",
        "diaper",
        "screen_reader",
        "other"
      ]
    },
    "referralStatus": {
      "type": "string",
      "enum": [
        "referred",
        "reached",
        "service_received",
        "not_reached"
      ]
    },
    "pwdId": {
      "type": "string"
    },
    "isGroup": {
      "type": "boolean"
    },
    "deleted": {
      "type": "boolean"
    }
  },
  "exportServiceRecords": {
    "provinceId": {
      "type": "integer"
    },
    "districtId": {
      "type": "integer"
    },
    "palikaId": {
      "type": "integer"
    },
    "wardId": {
      "type": "integer"
    },
    "fiscalYear": {
      "type": "integer"
    },
    "trimester": {
      "type": "integer"
    },
    "categoryId": {
      "type": "integer"
    },
    "providerType": {
      "type": "string",
      "enum": [
        "palika",
        "ward",
        "health_facility",
        "school",
        "fchv",
        "cbrf",
        "opd_ngo",
        "hospital_rehab_centre",
        "other"
      ]
    },
    "gender": {
      "type": "string",
      "enum": [
        "male",
        "female",
        "other"
      ]
    },
    "disabilityType": {
      "type": "string",
      "enum": [
        "physical",
        "visual",
        "hearing",
        "deaf_blind",
        "voice_speech",
        "psychosocial",
        "intellectual",
        "haemophilia",
        "autism",
        "multiple"
      ]
    },
    "severityClass": {
      "type": "string",
      "enum": [
        "A",
        "B",
        "C",
        "D"
      ]
    },
    "ageBand": {
      "type": "string",
      "enum": [
        "0-4",
        "5-17",
        "18-59",
        "60+"
      ]
    },
    "fundingSource": {
      "type": "string",
      "enum": [
        "palika",
        "province",
        "federal",
        "partner",
        "cost_share",
        "self"
      ]
    },
    "deviceType": {
      "type": "string",
      "enum": [
        "wheelchair",
        "cp_chair",
        "tricycle",
        "crutches",
        "walker",
        "white_cane",
        "hearing_aid",
        "braille_slate_stylus",
        "magnifier",
        "prosthesis",
        "orthosis_caliper",
        "commode_chair",
        "air_mattress_cushion",
        "diaper",
        "screen_reader",
        "other"
      ]
    },
    "referralStatus": {
      "type": "string",
      "enum": [
        "referred",
        "reached",
        "service_received",
        "not_reached"
      ]
    },
    "pwdId": {
      "type": "string"
    },
    "isGroup": {
      "type": "boolean"
    },
    "deleted": {
      "type": "boolean"
    },
    "after": {
      "type": "string"
    },
    "limit": {
      "type": "integer"
    }
  },
  "dashboardSummary": {
    "fiscalYear": {
      "type": "integer"
    },
    "trimester": {
      "type": "integer"
    },
    "provinceId": {
      "type": "integer"
    },
    "districtId": {
      "type": "integer"
    },
    "palikaId": {
      "type": "integer"
    },
    "wardId": {
      "type": "integer"
    },
    "disabilityType": {
      "type": "string",
      "enum": [
        "physical",
        "visual",
        "hearing",
        "deaf_blind",
        "voice_speech",
        "psychosocial",
        "intellectual",
        "haemophilia",
        "autism",
        "multiple"
      ]
    },
    "severityClass": {
      "type": "string",
      "enum": [
        "A",
        "B",
        "C",
        "D"
      ]
    },
    "gender": {
      "type": "string",
      "enum": [
        "male",
        "female",
        "other"
      ]
    },
    "ageBand": {
      "type": "string",
      "enum": [
        "0-4",
        "5-17",
        "18-59",
        "60+"
      ]
    }
  },
  "dashboardFigures": {
    "fiscalYear": {
      "type": "integer"
    },
    "trimester": {
      "type": "integer"
    },
    "provinceId": {
      "type": "integer"
    },
    "districtId": {
      "type": "integer"
    },
    "palikaId": {
      "type": "integer"
    },
    "wardId": {
      "type": "integer"
    },
    "disabilityType": {
      "type": "string",
      "enum": [
        "physical",
        "visual",
        "hearing",
        "deaf_blind",
        "voice_speech",
        "psychosocial",
        "intellectual",
        "haemophilia",
        "autism",
        "multiple"
      ]
    },
    "severityClass": {
      "type": "string",
      "enum": [
        "A",
        "B",
        "C",
        "D"
      ]
    },
    "gender": {
      "type": "string",
      "enum": [
        "male",
        "female",
        "other"
      ]
    },
    "ageBand": {
      "type": "string",
      "enum": [
        "0-4",
        "5-17",
        "18-59",
        "60+"
      ]
    },
    "measure": {
      "type": "string",
      "enum": [
        "registered",
        "registrations",
        "active",
        "withCard",
        "services",
        "cost",
        "groupServices",
        "participants",
        "personsServed"
      ]
    },
    "by": {
      "type": "string",
      "enum": [
        "disabilityType",
        "severityClass",
        "gender",
        "ageBand",
        "cardColour",
        "status",
        "month",
        "period",
        "fiscalYear",
        "component",
        "element",
        "category",
        "provider",
        "funding",
        "device",
        "referral"
      ]
    },
    "split": {
      "type": "string",
      "enum": [
        "component"
      ]
    }
  },
  "dashboardPlaces": {
    "fiscalYear": {
      "type": "integer"
    },
    "trimester": {
      "type": "integer"
    },
    "provinceId": {
      "type": "integer"
    },
    "districtId": {
      "type": "integer"
    },
    "palikaId": {
      "type": "integer"
    },
    "wardId": {
      "type": "integer"
    },
    "disabilityType": {
      "type": "string",
      "enum": [
        "physical",
        "visual",
        "hearing",
        "deaf_blind",
        "voice_speech",
        "psychosocial",
        "intellectual",
        "haemophilia",
        "autism",
        "multiple"
      ]
    },
    "severityClass": {
      "type": "string",
      "enum": [
        "A",
        "B",
        "C",
        "D"
      ]
    },
    "gender": {
      "type": "string",
      "enum": [
        "male",
        "female",
        "other"
      ]
    },
    "ageBand": {
      "type": "string",
      "enum": [
        "0-4",
        "5-17",
        "18-59",
        "60+"
      ]
    }
  }
} as const;
