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
    "batchId": {
      "type": "string"
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
    "servedThroughTrimester": {
      "type": "integer"
    },
    "cardIssuedFrom": {
      "type": "string"
    },
    "cardIssuedTo": {
      "type": "string"
    },
    "cardRow": {
      "type": "string",
      "enum": [
        "physical",
        "blind",
        "low_vision",
        "deaf",
        "hard_of_hearing",
        "deaf_blind",
        "voice_speech",
        "psychosocial",
        "intellectual",
        "haemophilia",
        "autism",
        "multiple"
      ]
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
    "batchId": {
      "type": "string"
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
    "servedThroughTrimester": {
      "type": "integer"
    },
    "cardIssuedFrom": {
      "type": "string"
    },
    "cardIssuedTo": {
      "type": "string"
    },
    "cardRow": {
      "type": "string",
      "enum": [
        "physical",
        "blind",
        "low_vision",
        "deaf",
        "hard_of_hearing",
        "deaf_blind",
        "voice_speech",
        "psychosocial",
        "intellectual",
        "haemophilia",
        "autism",
        "multiple"
      ]
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
    "batchId": {
      "type": "string"
    },
    "fiscalYear": {
      "type": "integer"
    },
    "trimester": {
      "type": "integer"
    },
    "throughTrimester": {
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
    "batchId": {
      "type": "string"
    },
    "fiscalYear": {
      "type": "integer"
    },
    "trimester": {
      "type": "integer"
    },
    "throughTrimester": {
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
        "personsServed",
        "activitiesPlanned",
        "activitiesCompleted",
        "budget",
        "plannedOutput",
        "achievedOutput",
        "expenditure",
        "activityParticipants"
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
  "dashboardProgramme": {
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
  },
  "dashboardResources": {
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
  "dashboardAchievement": {
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
      "type": "string"
    }
  },
  "listBatches": {
    "page": {
      "type": "integer"
    },
    "pageSize": {
      "type": "integer"
    },
    "provinceId": {
      "type": "integer"
    },
    "programme": {
      "type": "string"
    },
    "status": {
      "type": "string",
      "enum": [
        "planned",
        "active",
        "completed",
        "cancelled"
      ]
    },
    "entryFiscalYear": {
      "type": "integer"
    },
    "deleted": {
      "type": "boolean"
    },
    "sort": {
      "type": "string",
      "enum": [
        "code",
        "startDate",
        "entryFiscalYear"
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
  "exportBatches": {
    "provinceId": {
      "type": "integer"
    },
    "programme": {
      "type": "string"
    },
    "status": {
      "type": "string",
      "enum": [
        "planned",
        "active",
        "completed",
        "cancelled"
      ]
    },
    "entryFiscalYear": {
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
  "listActivities": {
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
    "fiscalYear": {
      "type": "integer"
    },
    "status": {
      "type": "string",
      "enum": [
        "planned",
        "ongoing",
        "completed",
        "postponed",
        "cancelled"
      ]
    },
    "deleted": {
      "type": "boolean"
    }
  },
  "exportActivities": {
    "provinceId": {
      "type": "integer"
    },
    "districtId": {
      "type": "integer"
    },
    "palikaId": {
      "type": "integer"
    },
    "fiscalYear": {
      "type": "integer"
    },
    "status": {
      "type": "string",
      "enum": [
        "planned",
        "ongoing",
        "completed",
        "postponed",
        "cancelled"
      ]
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
  "listActivityValues": {
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
    "batchId": {
      "type": "string"
    },
    "fiscalYear": {
      "type": "integer"
    },
    "trimester": {
      "type": "integer"
    },
    "throughTrimester": {
      "type": "integer"
    },
    "templateId": {
      "type": "integer"
    },
    "activityId": {
      "type": "string"
    },
    "status": {
      "type": "string",
      "enum": [
        "planned",
        "ongoing",
        "completed",
        "postponed",
        "cancelled"
      ]
    },
    "deleted": {
      "type": "boolean"
    },
    "sort": {
      "type": "string",
      "enum": [
        "recordDate",
        "activity"
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
  "exportActivityValues": {
    "provinceId": {
      "type": "integer"
    },
    "districtId": {
      "type": "integer"
    },
    "palikaId": {
      "type": "integer"
    },
    "batchId": {
      "type": "string"
    },
    "fiscalYear": {
      "type": "integer"
    },
    "trimester": {
      "type": "integer"
    },
    "throughTrimester": {
      "type": "integer"
    },
    "templateId": {
      "type": "integer"
    },
    "activityId": {
      "type": "string"
    },
    "status": {
      "type": "string",
      "enum": [
        "planned",
        "ongoing",
        "completed",
        "postponed",
        "cancelled"
      ]
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
  "listHealthFacilities": {
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
    "wardNo": {
      "type": "integer"
    },
    "search": {
      "type": "string"
    },
    "facilityType": {
      "type": "string",
      "enum": [
        "central_hospital",
        "specialized_hospital",
        "academic_hospital",
        "provincial_hospital",
        "district_hospital",
        "primary_hospital",
        "community_hospital",
        "private_hospital",
        "phcc",
        "health_post",
        "bhsc",
        "uhc",
        "chu",
        "ayurveda",
        "rehab_centre",
        "private_clinic",
        "ngo"
      ]
    },
    "ownership": {
      "type": "string",
      "enum": [
        "federal",
        "provincial",
        "local",
        "community",
        "private",
        "ngo",
        "cooperative"
      ]
    },
    "service": {
      "type": "string",
      "enum": [
        "birthing_centre",
        "physiotherapy",
        "rehabilitation",
        "mental_health",
        "eye_care",
        "ent_audiology",
        "lab",
        "xray",
        "immunization",
        "outreach_clinic",
        "disability_help_desk"
      ]
    },
    "operationalStatus": {
      "type": "string",
      "enum": [
        "functional",
        "temporarily_closed",
        "closed"
      ]
    },
    "deleted": {
      "type": "boolean"
    },
    "sort": {
      "type": "string",
      "enum": [
        "name",
        "ward",
        "type"
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
  "exportHealthFacilities": {
    "provinceId": {
      "type": "integer"
    },
    "districtId": {
      "type": "integer"
    },
    "palikaId": {
      "type": "integer"
    },
    "wardNo": {
      "type": "integer"
    },
    "search": {
      "type": "string"
    },
    "facilityType": {
      "type": "string",
      "enum": [
        "central_hospital",
        "specialized_hospital",
        "academic_hospital",
        "provincial_hospital",
        "district_hospital",
        "primary_hospital",
        "community_hospital",
        "private_hospital",
        "phcc",
        "health_post",
        "bhsc",
        "uhc",
        "chu",
        "ayurveda",
        "rehab_centre",
        "private_clinic",
        "ngo"
      ]
    },
    "ownership": {
      "type": "string",
      "enum": [
        "federal",
        "provincial",
        "local",
        "community",
        "private",
        "ngo",
        "cooperative"
      ]
    },
    "service": {
      "type": "string",
      "enum": [
        "birthing_centre",
        "physiotherapy",
        "rehabilitation",
        "mental_health",
        "eye_care",
        "ent_audiology",
        "lab",
        "xray",
        "immunization",
        "outreach_clinic",
        "disability_help_desk"
      ]
    },
    "operationalStatus": {
      "type": "string",
      "enum": [
        "functional",
        "temporarily_closed",
        "closed"
      ]
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
  "listFchvs": {
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
    "wardNo": {
      "type": "integer"
    },
    "search": {
      "type": "string"
    },
    "status": {
      "type": "string",
      "enum": [
        "active",
        "retired",
        "resigned",
        "deceased",
        "inactive"
      ]
    },
    "supervisingFacilityId": {
      "type": "string"
    },
    "trainingType": {
      "type": "string",
      "enum": [
        "basic_18day",
        "refresher",
        "cb_imnci",
        "disability_prevention",
        "cbr_orientation",
        "mhealth",
        "other"
      ]
    },
    "retirement": {
      "type": "string",
      "enum": [
        "due",
        "past"
      ]
    },
    "deleted": {
      "type": "boolean"
    },
    "sort": {
      "type": "string",
      "enum": [
        "name",
        "ward",
        "birthDate"
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
  "exportFchvs": {
    "provinceId": {
      "type": "integer"
    },
    "districtId": {
      "type": "integer"
    },
    "palikaId": {
      "type": "integer"
    },
    "wardNo": {
      "type": "integer"
    },
    "search": {
      "type": "string"
    },
    "status": {
      "type": "string",
      "enum": [
        "active",
        "retired",
        "resigned",
        "deceased",
        "inactive"
      ]
    },
    "supervisingFacilityId": {
      "type": "string"
    },
    "trainingType": {
      "type": "string",
      "enum": [
        "basic_18day",
        "refresher",
        "cb_imnci",
        "disability_prevention",
        "cbr_orientation",
        "mhealth",
        "other"
      ]
    },
    "retirement": {
      "type": "string",
      "enum": [
        "due",
        "past"
      ]
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
  "listWardProfiles": {
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
    "wardNo": {
      "type": "integer"
    },
    "filled": {
      "type": "boolean"
    },
    "ecologicalBelt": {
      "type": "string",
      "enum": [
        "mountain",
        "hill",
        "terai"
      ]
    },
    "deleted": {
      "type": "boolean"
    },
    "sort": {
      "type": "string",
      "enum": [
        "ward",
        "population"
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
  "exportWardProfiles": {
    "provinceId": {
      "type": "integer"
    },
    "districtId": {
      "type": "integer"
    },
    "palikaId": {
      "type": "integer"
    },
    "wardNo": {
      "type": "integer"
    },
    "filled": {
      "type": "boolean"
    },
    "ecologicalBelt": {
      "type": "string",
      "enum": [
        "mountain",
        "hill",
        "terai"
      ]
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
  "listSchools": {
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
    "wardNo": {
      "type": "integer"
    },
    "search": {
      "type": "string"
    },
    "schoolType": {
      "type": "string",
      "enum": [
        "community",
        "institutional",
        "religious"
      ]
    },
    "level": {
      "type": "string",
      "enum": [
        "eced",
        "basic_1_5",
        "basic_6_8",
        "secondary_9_10",
        "secondary_11_12"
      ]
    },
    "specialEducation": {
      "type": "string",
      "enum": [
        "none",
        "resource_class",
        "special_school",
        "inclusive"
      ]
    },
    "accessibility": {
      "type": "string",
      "enum": [
        "ramp",
        "accessible_toilet",
        "handrails",
        "braille_materials",
        "sign_language_teacher",
        "accessible_transport"
      ]
    },
    "deleted": {
      "type": "boolean"
    },
    "sort": {
      "type": "string",
      "enum": [
        "name",
        "ward",
        "iemisCode"
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
  "exportSchools": {
    "provinceId": {
      "type": "integer"
    },
    "districtId": {
      "type": "integer"
    },
    "palikaId": {
      "type": "integer"
    },
    "wardNo": {
      "type": "integer"
    },
    "search": {
      "type": "string"
    },
    "schoolType": {
      "type": "string",
      "enum": [
        "community",
        "institutional",
        "religious"
      ]
    },
    "level": {
      "type": "string",
      "enum": [
        "eced",
        "basic_1_5",
        "basic_6_8",
        "secondary_9_10",
        "secondary_11_12"
      ]
    },
    "specialEducation": {
      "type": "string",
      "enum": [
        "none",
        "resource_class",
        "special_school",
        "inclusive"
      ]
    },
    "accessibility": {
      "type": "string",
      "enum": [
        "ramp",
        "accessible_toilet",
        "handrails",
        "braille_materials",
        "sign_language_teacher",
        "accessible_transport"
      ]
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
  "listPalikaProfiles": {
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
    "search": {
      "type": "string"
    },
    "filled": {
      "type": "boolean"
    },
    "inBatch": {
      "type": "boolean"
    },
    "ecologicalBelt": {
      "type": "string",
      "enum": [
        "mountain",
        "hill",
        "terai"
      ]
    },
    "deleted": {
      "type": "boolean"
    },
    "sort": {
      "type": "string",
      "enum": [
        "name",
        "population",
        "district"
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
  "exportPalikaProfiles": {
    "provinceId": {
      "type": "integer"
    },
    "districtId": {
      "type": "integer"
    },
    "palikaId": {
      "type": "integer"
    },
    "search": {
      "type": "string"
    },
    "filled": {
      "type": "boolean"
    },
    "inBatch": {
      "type": "boolean"
    },
    "ecologicalBelt": {
      "type": "string",
      "enum": [
        "mountain",
        "hill",
        "terai"
      ]
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
  "palikaStanding": {
    "palikaId": {
      "type": "integer"
    },
    "fiscalYear": {
      "type": "integer"
    }
  },
  "listTargets": {
    "page": {
      "type": "integer"
    },
    "pageSize": {
      "type": "integer"
    },
    "fiscalYear": {
      "type": "integer"
    },
    "scope": {
      "type": "string",
      "enum": [
        "nation",
        "province",
        "district",
        "batch",
        "palika"
      ]
    },
    "measure": {
      "type": "string",
      "enum": [
        "services",
        "personsServed",
        "serviceQuantity",
        "registrations",
        "cardsIssued",
        "activityOutput",
        "attributeSum"
      ]
    },
    "status": {
      "type": "string",
      "enum": [
        "proposed",
        "approved",
        "superseded"
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
    "batchId": {
      "type": "string"
    },
    "deleted": {
      "type": "boolean"
    }
  },
  "exportTargets": {
    "fiscalYear": {
      "type": "integer"
    },
    "scope": {
      "type": "string",
      "enum": [
        "nation",
        "province",
        "district",
        "batch",
        "palika"
      ]
    },
    "measure": {
      "type": "string",
      "enum": [
        "services",
        "personsServed",
        "serviceQuantity",
        "registrations",
        "cardsIssued",
        "activityOutput",
        "attributeSum"
      ]
    },
    "status": {
      "type": "string",
      "enum": [
        "proposed",
        "approved",
        "superseded"
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
    "batchId": {
      "type": "string"
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
  "listReports": {
    "fiscalYear": {
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
    }
  },
  "reportingBoard": {
    "fiscalYear": {
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
    }
  },
  "reportingFinality": {
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
    }
  },
  "listDataQuality": {
    "fiscalYear": {
      "type": "integer"
    },
    "period": {
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
    }
  },
  "listDuplicatePairs": {
    "state": {
      "type": "string",
      "enum": [
        "open",
        "notDuplicate",
        "merged"
      ]
    },
    "page": {
      "type": "integer"
    },
    "pageSize": {
      "type": "integer"
    }
  },
  "listDuplicateFlags": {
    "palikaId": {
      "type": "integer"
    }
  },
  "idCardReport": {
    "fiscalYear": {
      "type": "integer"
    },
    "period": {
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
    }
  }
} as const;

/** Each schema's required fields: a form's first check (src/client/lib/records/required-fields.ts). */
export const REQUIRED_FIELDS = {
  "Error": [
    "statusCode",
    "message"
  ],
  "PeriodLocked": [
    "palikaId",
    "fiscalYear",
    "period",
    "state",
    "movedBy",
    "movedAt"
  ],
  "FieldError": [
    "field",
    "code"
  ],
  "LinkedRecord": [
    "_id",
    "kind",
    "nameNe",
    "nameEn",
    "wardNo"
  ],
  "Place": [
    "_id",
    "code",
    "name",
    "nameNe"
  ],
  "SessionUser": [
    "_id",
    "fullname",
    "username",
    "role",
    "status",
    "userType",
    "palika",
    "district",
    "groupMembers",
    "batch",
    "name",
    "groupName"
  ],
  "GroupMember": [
    "_id",
    "name",
    "role"
  ],
  "LoginRequest": [
    "username",
    "password"
  ],
  "LoginResponse": [
    "checkUser",
    "token"
  ],
  "GroupMemberLoginRequest": [
    "memberId"
  ],
  "ChangePasswordRequest": [
    "currentPassword",
    "newPassword"
  ],
  "Done": [
    "ok"
  ],
  "UserSummary": [
    "_id",
    "username",
    "fullname",
    "role",
    "status",
    "userType",
    "lastLoginAt",
    "places"
  ],
  "UserDetail": [
    "_id",
    "username",
    "fullname",
    "role",
    "status",
    "blockedReason",
    "blockedAt",
    "userType",
    "provinceIds",
    "districtIds",
    "palikaIds",
    "places",
    "batch",
    "phone",
    "email",
    "mustChangePassword",
    "lastLoginAt",
    "createdAt",
    "createdBy",
    "updatedAt",
    "updatedBy",
    "version"
  ],
  "UserInput": [
    "username",
    "fullname",
    "role"
  ],
  "UserUpdate": [
    "fullname",
    "role",
    "version"
  ],
  "Reason": [
    "reason"
  ],
  "UserCreated": [
    "user",
    "oneTimePassword"
  ],
  "OneTimePassword": [
    "oneTimePassword"
  ],
  "AuditEntry": [
    "id",
    "at",
    "actor",
    "viaGroup",
    "action",
    "before",
    "after"
  ],
  "AuditList": [
    "items"
  ],
  "RecordImportAnswer": [
    "checked",
    "written",
    "problems"
  ],
  "UserPage": [
    "items",
    "total",
    "page",
    "pageSize"
  ],
  "GroupSummary": [
    "_id",
    "username",
    "name",
    "status",
    "palika",
    "members"
  ],
  "GroupList": [
    "items"
  ],
  "GroupInput": [
    "username",
    "name",
    "palikaId"
  ],
  "GroupCreated": [
    "group",
    "oneTimePassword"
  ],
  "MemberInput": [
    "memberId"
  ],
  "GeoPlace": [
    "id",
    "level",
    "code",
    "nameEn",
    "nameNe",
    "altNames",
    "parentId",
    "provinceId",
    "districtId",
    "palikaType",
    "wardCount"
  ],
  "GeoPlaceList": [
    "items"
  ],
  "Scope": [
    "national",
    "provinceIds",
    "districtIds",
    "palikaIds",
    "reachProvinceIds",
    "reachDistrictIds"
  ],
  "SystemInfo": [
    "buildId",
    "database",
    "migrations",
    "startedAt"
  ],
  "ProfileCreate": [
    "_id",
    "registrationDate",
    "registeredByRole",
    "nameNe",
    "gender",
    "dob",
    "palikaId",
    "wardNo",
    "disabilityTypes",
    "primaryDisabilityType",
    "cardStatus",
    "status",
    "consentGiven"
  ],
  "ProfileUpdate": [
    "version",
    "registrationDate",
    "registeredByRole",
    "nameNe",
    "gender",
    "dob",
    "palikaId",
    "wardNo",
    "disabilityTypes",
    "primaryDisabilityType",
    "cardStatus",
    "status",
    "consentGiven"
  ],
  "Profile": [
    "_id",
    "registrationNo",
    "fiscalYear",
    "registrationDate",
    "registeredByRole",
    "nameNe",
    "gender",
    "dob",
    "palikaId",
    "wardNo",
    "disabilityTypes",
    "primaryDisabilityType",
    "cardStatus",
    "status",
    "consentGiven",
    "identificationSource",
    "nameEn",
    "dobEstimated",
    "casteEthnicityCode",
    "casteName",
    "maritalStatus",
    "fatherName",
    "motherName",
    "spouseName",
    "grandparentName",
    "guardianName",
    "guardianRelation",
    "guardianPhone",
    "phone",
    "citizenshipNo",
    "citizenshipDistrictId",
    "citizenshipIssueDate",
    "nin",
    "birthRegNo",
    "tole",
    "temporaryAddress",
    "disabilitySubtypes",
    "severityClass",
    "onset",
    "cause",
    "ageAtOnset",
    "wgSeeing",
    "wgHearing",
    "wgWalking",
    "wgRemembering",
    "wgSelfCare",
    "wgCommunication",
    "wgAssessedOn",
    "functionalNeeds",
    "cardNo",
    "cardIssueDate",
    "ssaReceiving",
    "ssaSinceFy",
    "healthInsuranceStatus",
    "healthInsuranceNo",
    "educationStatus",
    "schoolId",
    "registeredByFchvId",
    "livelihoodStatus",
    "shgMember",
    "opdMember",
    "carePlanExists",
    "carePlanDate",
    "statusDate",
    "consentDate",
    "consentBy",
    "age",
    "cardColour",
    "wgDisability",
    "places",
    "school",
    "registeredByFchv",
    "duplicateCandidate",
    "version",
    "createdAt",
    "createdBy",
    "updatedAt",
    "updatedBy",
    "deletedAt",
    "deleteReason"
  ],
  "ProfileSummary": [
    "_id",
    "registrationNo",
    "nameNe",
    "nameEn",
    "gender",
    "age",
    "palika",
    "wardNo",
    "primaryDisabilityType",
    "severityClass",
    "cardStatus",
    "cardNo",
    "status",
    "registrationDate",
    "deletedAt",
    "duplicateCandidate"
  ],
  "ProfilePage": [
    "items",
    "total",
    "totalExact",
    "page",
    "pageSize"
  ],
  "ProfileExportChunk": [
    "items",
    "total",
    "next"
  ],
  "DuplicateMatch": [
    "profile",
    "reasons"
  ],
  "DuplicateList": [
    "items"
  ],
  "DeleteRequest": [
    "reason",
    "version"
  ],
  "ServiceCategoryInput": [
    "code",
    "parentId",
    "nameEn",
    "nameNe",
    "defaultUnit",
    "isIndividual",
    "isGroup",
    "recordKind",
    "requiresCard",
    "eligibleSeverity",
    "eligibleTypes",
    "sortOrder",
    "activeFromFy",
    "activeToFy",
    "attributeIds"
  ],
  "ServiceCategoryUpdate": [
    "code",
    "parentId",
    "nameEn",
    "nameNe",
    "defaultUnit",
    "isIndividual",
    "isGroup",
    "recordKind",
    "requiresCard",
    "eligibleSeverity",
    "eligibleTypes",
    "sortOrder",
    "activeFromFy",
    "activeToFy",
    "attributeIds",
    "version"
  ],
  "ServiceCategory": [
    "id",
    "code",
    "parentId",
    "nameEn",
    "nameNe",
    "defaultUnit",
    "isIndividual",
    "isGroup",
    "recordKind",
    "requiresCard",
    "eligibleSeverity",
    "eligibleTypes",
    "sortOrder",
    "activeFromFy",
    "activeToFy",
    "attributeIds",
    "level",
    "isLeaf",
    "inUse",
    "version"
  ],
  "CloseCategory": [
    "fromFiscalYear",
    "version"
  ],
  "AttributeInput": [
    "code",
    "labelEn",
    "labelNe",
    "dataType",
    "options",
    "min",
    "max",
    "maxLength",
    "required",
    "helpEn",
    "helpNe",
    "unit",
    "aggregation",
    "disaggregation",
    "refKind",
    "appliesTo",
    "activeFromFy",
    "activeToFy",
    "sortOrder"
  ],
  "AttributeUpdate": [
    "code",
    "labelEn",
    "labelNe",
    "dataType",
    "options",
    "min",
    "max",
    "maxLength",
    "required",
    "helpEn",
    "helpNe",
    "unit",
    "aggregation",
    "disaggregation",
    "refKind",
    "appliesTo",
    "activeFromFy",
    "activeToFy",
    "sortOrder",
    "version"
  ],
  "AttributeDefinition": [
    "id",
    "code",
    "labelEn",
    "labelNe",
    "dataType",
    "options",
    "min",
    "max",
    "maxLength",
    "required",
    "helpEn",
    "helpNe",
    "unit",
    "aggregation",
    "disaggregation",
    "refKind",
    "appliesTo",
    "activeFromFy",
    "activeToFy",
    "sortOrder",
    "inUse",
    "version"
  ],
  "ActivityTemplateInput": [
    "programme",
    "parentId",
    "code",
    "nameEn",
    "nameNe",
    "unit",
    "serviceCategoryId",
    "sortOrder",
    "activeFromFy",
    "activeToFy",
    "attributeIds"
  ],
  "ActivityTemplateUpdate": [
    "programme",
    "parentId",
    "code",
    "nameEn",
    "nameNe",
    "unit",
    "serviceCategoryId",
    "sortOrder",
    "activeFromFy",
    "activeToFy",
    "attributeIds",
    "version"
  ],
  "ActivityTemplate": [
    "id",
    "programme",
    "parentId",
    "code",
    "nameEn",
    "nameNe",
    "unit",
    "serviceCategoryId",
    "sortOrder",
    "activeFromFy",
    "activeToFy",
    "attributeIds",
    "level",
    "adoptions",
    "version"
  ],
  "ServiceCatalogue": [
    "categories",
    "attributes",
    "templates"
  ],
  "ServiceRecordCreate": [
    "_id",
    "isGroup",
    "categoryId",
    "serviceDate",
    "palikaId",
    "wardNo",
    "providerType",
    "quantity",
    "unit"
  ],
  "ServiceRecordUpdate": [
    "version",
    "isGroup",
    "categoryId",
    "serviceDate",
    "palikaId",
    "wardNo",
    "providerType",
    "quantity",
    "unit"
  ],
  "ServiceRecord": [
    "_id",
    "pwdId",
    "isGroup",
    "participantsMale",
    "participantsFemale",
    "participantsOther",
    "participantsPwd",
    "categoryId",
    "serviceDate",
    "palikaId",
    "wardNo",
    "providerType",
    "providerName",
    "providerId",
    "quantity",
    "unit",
    "costNpr",
    "fundingSource",
    "assistiveDeviceType",
    "deviceSerial",
    "referralFacility",
    "referralReason",
    "referralStatus",
    "referralOutcomeDate",
    "attributes",
    "followUpDate",
    "notes",
    "fiscalYear",
    "trimester",
    "provider",
    "category",
    "person",
    "palika",
    "version",
    "createdAt",
    "createdBy",
    "updatedAt",
    "updatedBy",
    "deletedAt",
    "deleteReason"
  ],
  "ServiceTotals": [
    "records",
    "persons",
    "quantity",
    "costNpr",
    "participants"
  ],
  "ServiceRecordPage": [
    "items",
    "total",
    "totalExact",
    "page",
    "pageSize",
    "totals"
  ],
  "ServiceRecordExportChunk": [
    "items",
    "total",
    "next"
  ],
  "DashboardFigure": [
    "value",
    "previous"
  ],
  "DashboardSummary": [
    "period",
    "previousPeriod",
    "registered",
    "registrations",
    "active",
    "withCard",
    "cardColours",
    "personsServed",
    "services",
    "palikasReporting"
  ],
  "DashboardProgramme": [
    "period",
    "previousPeriod",
    "activitiesPlanned",
    "activitiesCompleted",
    "budget",
    "plannedOutput",
    "achievedOutput",
    "expenditure",
    "activityParticipants"
  ],
  "DashboardBreakdown": [
    "measure",
    "by",
    "period",
    "split",
    "rows",
    "total"
  ],
  "DashboardPlaces": [
    "period",
    "level",
    "rows"
  ],
  "DashboardResources": [
    "level",
    "rows",
    "total"
  ],
  "AchievementFigure": [
    "key",
    "achieved",
    "target",
    "proRated",
    "percent",
    "percentToDate",
    "band",
    "source",
    "targetId",
    "palikasWithTarget"
  ],
  "AchievementMeasure": [
    "key",
    "measure",
    "categoryId",
    "templateId",
    "attributeId",
    "nameEn",
    "nameNe",
    "figure",
    "periods"
  ],
  "DashboardAchievement": [
    "period",
    "level",
    "measures",
    "chosen",
    "places",
    "batches"
  ],
  "BatchCreate": [
    "_id",
    "code",
    "nameEn",
    "nameNe",
    "batchType",
    "programmeName",
    "provinceId",
    "entryFiscalYear",
    "startDate",
    "plannedEndDate",
    "status",
    "members"
  ],
  "BatchUpdate": [
    "version",
    "code",
    "nameEn",
    "nameNe",
    "batchType",
    "programmeName",
    "provinceId",
    "entryFiscalYear",
    "startDate",
    "plannedEndDate",
    "status",
    "members"
  ],
  "BatchMember": [
    "palikaId",
    "joinedOn",
    "exitedOn",
    "agreementNo",
    "agreementDate",
    "status",
    "palika",
    "district",
    "phase"
  ],
  "Batch": [
    "_id",
    "code",
    "nameEn",
    "nameNe",
    "batchType",
    "programmeName",
    "provinceId",
    "selectingAuthority",
    "callForProposalDate",
    "entryFiscalYear",
    "startDate",
    "plannedEndDate",
    "actualEndDate",
    "phaseSchedule",
    "costShare",
    "status",
    "description",
    "members",
    "province",
    "memberCount",
    "version",
    "createdAt",
    "createdBy",
    "updatedAt",
    "updatedBy",
    "deletedAt",
    "deleteReason"
  ],
  "BatchPage": [
    "items",
    "total",
    "totalExact",
    "page",
    "pageSize"
  ],
  "BatchExportChunk": [
    "items",
    "total",
    "next"
  ],
  "ActivityCreate": [
    "_id",
    "palikaId",
    "fiscalYear",
    "code",
    "nameNe",
    "unit",
    "status"
  ],
  "ActivityUpdate": [
    "version",
    "palikaId",
    "fiscalYear",
    "code",
    "nameNe",
    "unit",
    "status"
  ],
  "Activity": [
    "_id",
    "palikaId",
    "fiscalYear",
    "parentId",
    "levelReason",
    "sortOrder",
    "code",
    "nameNe",
    "nameEn",
    "serviceCategoryId",
    "responsibleRole",
    "venueType",
    "venueId",
    "venueName",
    "plannedStart",
    "plannedEnd",
    "actualStart",
    "actualEnd",
    "unit",
    "budgetNpr",
    "budgetHead",
    "fundingSource",
    "plannedOutputT1",
    "plannedOutputT2",
    "plannedOutputT3",
    "status",
    "progressNote",
    "templateId",
    "attributeIds",
    "level",
    "batchId",
    "childBudget",
    "overBudget",
    "category",
    "venue",
    "palika",
    "version",
    "createdAt",
    "createdBy",
    "updatedAt",
    "updatedBy",
    "deletedAt",
    "deleteReason"
  ],
  "ActivityPage": [
    "items",
    "total",
    "totalExact",
    "page",
    "pageSize"
  ],
  "ActivityExportChunk": [
    "items",
    "total",
    "next"
  ],
  "ActivityYearCopy": [
    "palikaId",
    "fromFiscalYear",
    "toFiscalYear"
  ],
  "ActivityYearCopied": [
    "copied"
  ],
  "ActivityValueCreate": [
    "_id",
    "palikaId",
    "activityId",
    "recordDate"
  ],
  "ActivityValueUpdate": [
    "version",
    "palikaId",
    "activityId",
    "recordDate"
  ],
  "ActivityValue": [
    "_id",
    "palikaId",
    "activityId",
    "recordDate",
    "achievedOutput",
    "expenditureNpr",
    "participantsMale",
    "participantsFemale",
    "participantsOther",
    "wardNo",
    "attributes",
    "notes",
    "fiscalYear",
    "trimester",
    "activity",
    "palika",
    "version",
    "createdAt",
    "createdBy",
    "updatedAt",
    "updatedBy",
    "deletedAt",
    "deleteReason"
  ],
  "AttributeTotal": [
    "code",
    "labelEn",
    "labelNe",
    "aggregation",
    "value",
    "cells"
  ],
  "ActivityValueTotals": [
    "records",
    "activities",
    "achievedOutput",
    "expenditureNpr",
    "participantsMale",
    "participantsFemale",
    "participantsOther",
    "attributes"
  ],
  "ActivityValuePage": [
    "items",
    "total",
    "totalExact",
    "page",
    "pageSize",
    "totals"
  ],
  "ActivityValueExportChunk": [
    "items",
    "total",
    "next"
  ],
  "PalikaStanding": [
    "palika",
    "district",
    "fiscalYear",
    "batch",
    "member",
    "statuses",
    "year",
    "periods",
    "peers"
  ],
  "HealthFacilityCreate": [
    "_id",
    "palikaId",
    "wardNo",
    "nameNe",
    "nameEn",
    "facilityType",
    "ownership",
    "operationalStatus"
  ],
  "HealthFacilityUpdate": [
    "version",
    "palikaId",
    "wardNo",
    "nameNe",
    "nameEn",
    "facilityType",
    "ownership",
    "operationalStatus"
  ],
  "HealthFacility": [
    "_id",
    "palikaId",
    "wardNo",
    "hmisCode",
    "dhis2Uid",
    "nameNe",
    "nameEn",
    "facilityType",
    "ownership",
    "inChargeName",
    "inChargePhone",
    "email",
    "beds",
    "services",
    "catchmentWards",
    "insuranceFirstPoint",
    "operationalStatus",
    "latitude",
    "longitude",
    "fchvsSupervised",
    "palika",
    "district",
    "version",
    "createdAt",
    "createdBy",
    "updatedAt",
    "updatedBy",
    "deletedAt",
    "deleteReason"
  ],
  "HealthFacilityPage": [
    "items",
    "total",
    "totalExact",
    "page",
    "pageSize"
  ],
  "HealthFacilityExportChunk": [
    "items",
    "total",
    "next"
  ],
  "HealthFacilityImport": [
    "rows",
    "dryRun"
  ],
  "FchvCreate": [
    "_id",
    "palikaId",
    "wardNo",
    "nameNe",
    "birthDate",
    "supervisingFacilityId",
    "appointmentYear",
    "basicTrainingCompleted",
    "trainings",
    "status"
  ],
  "FchvUpdate": [
    "version",
    "palikaId",
    "wardNo",
    "nameNe",
    "birthDate",
    "supervisingFacilityId",
    "appointmentYear",
    "basicTrainingCompleted",
    "trainings",
    "status"
  ],
  "Fchv": [
    "_id",
    "palikaId",
    "wardNo",
    "fchvCode",
    "nameNe",
    "nameEn",
    "birthDate",
    "phone",
    "hasSmartphone",
    "citizenshipNo",
    "casteEthnicityCode",
    "education",
    "maritalStatus",
    "catchmentToles",
    "catchmentHouseholds",
    "supervisingFacilityId",
    "mothersGroupName",
    "mothersGroupMembers",
    "areaType",
    "selectedOn",
    "appointmentYear",
    "basicTrainingCompleted",
    "basicTrainingDate",
    "hasIdCard",
    "hasKit",
    "trainings",
    "status",
    "statusDate",
    "userId",
    "age",
    "retirementDate",
    "retirement",
    "supervisingFacility",
    "user",
    "palika",
    "district",
    "version",
    "createdAt",
    "createdBy",
    "updatedAt",
    "updatedBy",
    "deletedAt",
    "deleteReason"
  ],
  "FchvPage": [
    "items",
    "total",
    "totalExact",
    "page",
    "pageSize"
  ],
  "FchvExportChunk": [
    "items",
    "total",
    "next"
  ],
  "FchvImport": [
    "rows",
    "dryRun"
  ],
  "WardProfileUpdate": [
    "version",
    "palikaId",
    "wardNo"
  ],
  "WardProfile": [
    "_id",
    "palikaId",
    "wardNo",
    "nameNe",
    "officeAddress",
    "officePhone",
    "officeEmail",
    "chairName",
    "chairPhone",
    "secretaryName",
    "secretaryPhone",
    "areaSqKm",
    "populationTotal",
    "populationMale",
    "populationFemale",
    "populationOther",
    "populationSource",
    "populationYear",
    "households",
    "pwdCensusCount",
    "tolesCount",
    "ecologicalBelt",
    "dprpCommitteeFormed",
    "committeeFormedOn",
    "fchvCount",
    "filled",
    "palika",
    "district",
    "version",
    "createdAt",
    "createdBy",
    "updatedAt",
    "updatedBy",
    "deletedAt",
    "deleteReason"
  ],
  "WardProfilePage": [
    "items",
    "total",
    "totalExact",
    "page",
    "pageSize"
  ],
  "WardProfileExportChunk": [
    "items",
    "total",
    "next"
  ],
  "SchoolCreate": [
    "_id",
    "palikaId",
    "wardNo",
    "iemisCode",
    "nameNe",
    "schoolType",
    "levels",
    "academicYearBs"
  ],
  "SchoolUpdate": [
    "version",
    "palikaId",
    "wardNo",
    "iemisCode",
    "nameNe",
    "schoolType",
    "levels",
    "academicYearBs"
  ],
  "School": [
    "_id",
    "palikaId",
    "wardNo",
    "iemisCode",
    "nameNe",
    "nameEn",
    "schoolType",
    "institutionalForm",
    "religiousKind",
    "levels",
    "specialEducation",
    "resourceClassTypes",
    "accessibility",
    "headTeacherName",
    "headTeacherPhone",
    "smcChairName",
    "smcChairPhone",
    "studentsFemale",
    "studentsMale",
    "studentsOther",
    "cwdEnrolled",
    "teachersTrainedInclusive",
    "academicYearBs",
    "latitude",
    "longitude",
    "palika",
    "district",
    "version",
    "createdAt",
    "createdBy",
    "updatedAt",
    "updatedBy",
    "deletedAt",
    "deleteReason"
  ],
  "SchoolPage": [
    "items",
    "total",
    "totalExact",
    "page",
    "pageSize"
  ],
  "SchoolExportChunk": [
    "items",
    "total",
    "next"
  ],
  "SchoolImport": [
    "rows",
    "dryRun"
  ],
  "PalikaProfileUpdate": [
    "version",
    "palikaId"
  ],
  "PalikaProfile": [
    "_id",
    "palikaId",
    "headquarters",
    "areaSqKm",
    "populationTotal",
    "populationMale",
    "populationFemale",
    "populationOther",
    "populationSource",
    "populationYear",
    "households",
    "pwdCensusCount",
    "website",
    "email",
    "phone",
    "chiefName",
    "deputyName",
    "caoName",
    "focalPersonName",
    "focalPersonPhone",
    "committeeFormedOn",
    "idCardProcedureOn",
    "ecologicalBelt",
    "cbrfs",
    "code",
    "nameEn",
    "nameNe",
    "palikaType",
    "wardCount",
    "province",
    "currentBatch",
    "wardsFilled",
    "filled",
    "palika",
    "district",
    "version",
    "createdAt",
    "createdBy",
    "updatedAt",
    "updatedBy",
    "deletedAt",
    "deleteReason"
  ],
  "PalikaProfilePage": [
    "items",
    "total",
    "totalExact",
    "page",
    "pageSize"
  ],
  "PalikaProfileExportChunk": [
    "items",
    "total",
    "next"
  ],
  "TargetCreate": [
    "_id",
    "fiscalYear",
    "scope",
    "measure",
    "total"
  ],
  "TargetUpdate": [
    "version",
    "fiscalYear",
    "scope",
    "measure",
    "total"
  ],
  "TargetRevision": [
    "_id",
    "version",
    "reason",
    "fiscalYear",
    "scope",
    "measure",
    "total"
  ],
  "TargetApproval": [
    "version"
  ],
  "Target": [
    "_id",
    "fiscalYear",
    "scope",
    "provinceId",
    "districtId",
    "palikaId",
    "batchId",
    "measure",
    "categoryId",
    "templateId",
    "attributeId",
    "total",
    "periodT1",
    "periodT2",
    "periodT3",
    "female",
    "male",
    "other",
    "baseline",
    "baselineFiscalYear",
    "budgetNpr",
    "source",
    "notes",
    "status",
    "revision",
    "revisionOf",
    "revisionReason",
    "approvedBy",
    "approvedAt",
    "place",
    "revisions",
    "version",
    "createdAt",
    "createdBy",
    "updatedAt",
    "updatedBy",
    "deletedAt",
    "deleteReason"
  ],
  "TargetPage": [
    "items",
    "total",
    "totalExact",
    "page",
    "pageSize"
  ],
  "TargetExportChunk": [
    "items",
    "total",
    "next"
  ],
  "TargetImport": [
    "rows",
    "dryRun"
  ],
  "TargetYearCopy": [
    "fromFiscalYear",
    "toFiscalYear"
  ],
  "TargetYearCopied": [
    "copied",
    "skipped"
  ],
  "ReportFigures": [
    "registered",
    "registrations",
    "active",
    "withCard",
    "services",
    "cost",
    "groupServices",
    "participants",
    "personsServed",
    "activitiesPlanned",
    "activitiesCompleted",
    "budget",
    "plannedOutput",
    "achievedOutput",
    "expenditure",
    "activityParticipants"
  ],
  "ReportSummary": [
    "palikaId",
    "palikaNameEn",
    "palikaNameNe",
    "districtId",
    "provinceId",
    "fiscalYear",
    "period",
    "state",
    "version",
    "first",
    "last",
    "dueDate",
    "late",
    "returned",
    "submittedAt",
    "movedAt",
    "movedBy"
  ],
  "ReportList": [
    "fiscalYear",
    "items"
  ],
  "ReportMoveEntry": [
    "id",
    "move",
    "fromState",
    "toState",
    "movedAt",
    "movedBy",
    "viaGroup",
    "reason",
    "comments",
    "late",
    "figures"
  ],
  "ReportChange": [
    "since",
    "at",
    "figures",
    "records",
    "recordsTotal"
  ],
  "Report": [
    "palikaId",
    "palikaNameEn",
    "palikaNameNe",
    "districtId",
    "provinceId",
    "fiscalYear",
    "period",
    "state",
    "version",
    "first",
    "last",
    "dueDate",
    "late",
    "returned",
    "submittedAt",
    "movedAt",
    "movedBy",
    "movesAllowed",
    "figures",
    "changes",
    "history"
  ],
  "RowLock": [
    "palikaId",
    "fiscalYear",
    "period",
    "state",
    "movedBy",
    "movedAt",
    "partial"
  ],
  "ReportErrorComment": [
    "rule",
    "comment"
  ],
  "ReportMoveRequest": [
    "move",
    "version"
  ],
  "ReportingBoardCell": [
    "period",
    "expected",
    "submitted",
    "onTime",
    "late",
    "approved",
    "accepted",
    "returned",
    "completeness",
    "timeliness",
    "state"
  ],
  "ReportingBoard": [
    "fiscalYear",
    "level",
    "periods",
    "rows",
    "totals"
  ],
  "InboxItem": [
    "kind",
    "palikaId",
    "placeNameEn",
    "placeNameNe",
    "fiscalYear",
    "period",
    "dueDate",
    "late",
    "since",
    "by",
    "reason",
    "comments",
    "targetId",
    "measure",
    "path"
  ],
  "Inbox": [
    "count",
    "items"
  ],
  "ReportingFinality": [
    "fiscalYear",
    "periods",
    "palikas",
    "final",
    "notFinal"
  ],
  "QualityDrill": [
    "route",
    "query"
  ],
  "QualityRecord": [
    "kind",
    "id",
    "label"
  ],
  "QualitySide": [
    "measure",
    "count",
    "value",
    "drill",
    "records"
  ],
  "QualityViolation": [
    "rule",
    "severity",
    "operator",
    "left",
    "right"
  ],
  "QualityPeriodFigure": [
    "fiscalYear",
    "period",
    "value"
  ],
  "QualityOutlier": [
    "measure",
    "test",
    "direction",
    "value",
    "minimum",
    "band",
    "district",
    "history",
    "drill"
  ],
  "QualityReport": [
    "palikaId",
    "palikaNameEn",
    "palikaNameNe",
    "districtId",
    "fiscalYear",
    "period",
    "errors",
    "warnings",
    "rulesChecked",
    "violations",
    "outliers"
  ],
  "QualityPlaceRule": [
    "rule",
    "severity",
    "palikas"
  ],
  "QualityPlace": [
    "level",
    "id",
    "nameEn",
    "nameNe",
    "palikas",
    "errors",
    "warnings",
    "outliers",
    "rules"
  ],
  "QualityArea": [
    "fiscalYear",
    "period",
    "level",
    "places"
  ],
  "DuplicatePerson": [
    "id",
    "registrationNo",
    "registrationDate",
    "nameNe",
    "nameEn",
    "gender",
    "dob",
    "fatherName",
    "motherName",
    "citizenshipNo",
    "citizenshipDistrict",
    "nin",
    "cardNo",
    "palikaId",
    "palika",
    "palikaNe",
    "district",
    "districtNe",
    "wardNo",
    "services",
    "deletedAt"
  ],
  "DuplicateLock": [
    "palikaId",
    "fiscalYear",
    "period",
    "state"
  ],
  "DuplicatePair": [
    "id",
    "state",
    "reasons",
    "first",
    "second",
    "locked",
    "keptId",
    "foundAt",
    "decidedBy",
    "decidedAt",
    "version"
  ],
  "DuplicatePairPage": [
    "items",
    "total",
    "page",
    "pageSize"
  ],
  "DuplicateDecision": [
    "decision",
    "version"
  ],
  "DuplicateScan": [
    "keysWritten",
    "pairs",
    "milliseconds"
  ],
  "DuplicateFlags": [
    "items"
  ],
  "OfficialReportPlace": [
    "level",
    "provinceId",
    "districtId",
    "palikaId"
  ],
  "IdCardCell": [
    "row",
    "severityClass",
    "gender",
    "before",
    "during",
    "toDate"
  ],
  "IdCardReport": [
    "fiscalYear",
    "period",
    "from",
    "to",
    "place",
    "cells"
  ]
} as const;

/** Each record input schema's fields: how a form holds and sends them (src/client/lib/records/contract-form.ts). */
export const RECORD_FIELDS = {
  UserUpdate: {
    fullname: {"type":"string"},
    role: {"type":"string","codes":["SUPER_ADMIN","ADMIN","PROVINCE","DISTRICT","PALIKA","CBRF"]},
    provinceIds: {"type":"integer","array":true},
    districtIds: {"type":"integer","array":true},
    palikaIds: {"type":"integer","array":true},
    batch: {"type":"string","nullable":true},
    phone: {"type":"string","nullable":true},
    email: {"type":"string","format":"email","nullable":true},
    version: {"type":"integer"},
  },
  ProfileUpdate: {
    version: {"type":"integer"},
    registrationDate: {"type":"string","format":"date"},
    registeredByRole: {"type":"string","enum":"REGISTERED_BY_ROLES"},
    nameNe: {"type":"string"},
    gender: {"type":"string","enum":"GENDERS"},
    dob: {"type":"string","format":"date"},
    palikaId: {"type":"integer"},
    wardNo: {"type":"integer"},
    disabilityTypes: {"type":"string","enum":"DISABILITY_TYPES","array":true},
    primaryDisabilityType: {"type":"string","enum":"DISABILITY_TYPES"},
    cardStatus: {"type":"string","enum":"CARD_STATUSES"},
    status: {"type":"string","enum":"PROFILE_STATUSES"},
    consentGiven: {"type":"boolean"},
    identificationSource: {"type":"string","nullable":true,"enum":"IDENTIFICATION_SOURCES"},
    nameEn: {"type":"string","nullable":true},
    dobEstimated: {"type":"boolean"},
    casteEthnicityCode: {"type":"string","nullable":true,"enum":"CASTE_ETHNICITY_CODES"},
    casteName: {"type":"string","nullable":true},
    maritalStatus: {"type":"string","nullable":true,"enum":"MARITAL_STATUSES"},
    fatherName: {"type":"string","nullable":true},
    motherName: {"type":"string","nullable":true},
    spouseName: {"type":"string","nullable":true},
    grandparentName: {"type":"string","nullable":true},
    guardianName: {"type":"string","nullable":true},
    guardianRelation: {"type":"string","nullable":true,"enum":"GUARDIAN_RELATIONS"},
    guardianPhone: {"type":"string","nullable":true},
    phone: {"type":"string","nullable":true},
    citizenshipNo: {"type":"string","nullable":true},
    citizenshipDistrictId: {"type":"integer","nullable":true},
    citizenshipIssueDate: {"type":"string","format":"date","nullable":true},
    nin: {"type":"string","nullable":true},
    birthRegNo: {"type":"string","nullable":true},
    tole: {"type":"string","nullable":true},
    temporaryAddress: {"type":"string","nullable":true},
    disabilitySubtypes: {"type":"string","enum":"DISABILITY_SUBTYPES","array":true},
    severityClass: {"type":"string","nullable":true,"enum":"SEVERITY_CLASSES"},
    onset: {"type":"string","nullable":true,"enum":"ONSETS"},
    cause: {"type":"string","nullable":true,"enum":"CAUSES"},
    ageAtOnset: {"type":"integer","nullable":true},
    wgSeeing: {"type":"integer","nullable":true},
    wgHearing: {"type":"integer","nullable":true},
    wgWalking: {"type":"integer","nullable":true},
    wgRemembering: {"type":"integer","nullable":true},
    wgSelfCare: {"type":"integer","nullable":true},
    wgCommunication: {"type":"integer","nullable":true},
    wgAssessedOn: {"type":"string","format":"date","nullable":true},
    functionalNeeds: {"type":"string","nullable":true},
    cardNo: {"type":"string","nullable":true},
    cardIssueDate: {"type":"string","format":"date","nullable":true},
    ssaReceiving: {"type":"boolean","nullable":true},
    ssaSinceFy: {"type":"integer","nullable":true},
    healthInsuranceStatus: {"type":"string","nullable":true,"enum":"INSURANCE_STATUSES"},
    healthInsuranceNo: {"type":"string","nullable":true},
    educationStatus: {"type":"string","nullable":true,"enum":"EDUCATION_STATUSES"},
    schoolId: {"type":"string","format":"uuid","nullable":true},
    registeredByFchvId: {"type":"string","format":"uuid","nullable":true},
    livelihoodStatus: {"type":"string","nullable":true,"enum":"LIVELIHOOD_STATUSES"},
    shgMember: {"type":"boolean","nullable":true},
    opdMember: {"type":"boolean","nullable":true},
    carePlanExists: {"type":"boolean","nullable":true},
    carePlanDate: {"type":"string","format":"date","nullable":true},
    statusDate: {"type":"string","format":"date","nullable":true},
    consentDate: {"type":"string","format":"date","nullable":true},
    consentBy: {"type":"string","nullable":true,"enum":"CONSENT_BY"},
  },
  ServiceCategoryUpdate: {
    code: {"type":"string"},
    parentId: {"type":"integer","nullable":true},
    nameEn: {"type":"string"},
    nameNe: {"type":"string"},
    defaultUnit: {"type":"string","enum":"UNITS"},
    isIndividual: {"type":"boolean"},
    isGroup: {"type":"boolean"},
    recordKind: {"type":"string","enum":"RECORD_KINDS"},
    requiresCard: {"type":"boolean"},
    eligibleSeverity: {"type":"string","enum":"SEVERITY_CLASSES","array":true},
    eligibleTypes: {"type":"string","enum":"DISABILITY_TYPES","array":true},
    sortOrder: {"type":"integer"},
    activeFromFy: {"type":"integer"},
    activeToFy: {"type":"integer","nullable":true},
    attributeIds: {"type":"integer","array":true},
    version: {"type":"integer"},
  },
  AttributeUpdate: {
    code: {"type":"string"},
    labelEn: {"type":"string"},
    labelNe: {"type":"string"},
    dataType: {"type":"string","enum":"ATTRIBUTE_TYPES"},
    options: {"type":"object","array":true},
    min: {"type":"number","nullable":true},
    max: {"type":"number","nullable":true},
    maxLength: {"type":"integer","nullable":true},
    required: {"type":"boolean"},
    helpEn: {"type":"string","nullable":true},
    helpNe: {"type":"string","nullable":true},
    unit: {"type":"string","nullable":true,"enum":"UNITS"},
    aggregation: {"type":"string","enum":"AGGREGATIONS"},
    disaggregation: {"type":"object","nullable":true},
    refKind: {"type":"string","nullable":true,"enum":"REF_KINDS"},
    appliesTo: {"type":"string","enum":"ATTRIBUTE_OWNERS","array":true},
    activeFromFy: {"type":"integer"},
    activeToFy: {"type":"integer","nullable":true},
    sortOrder: {"type":"integer"},
    version: {"type":"integer"},
  },
  ActivityTemplateUpdate: {
    programme: {"type":"string"},
    parentId: {"type":"integer","nullable":true},
    code: {"type":"string"},
    nameEn: {"type":"string"},
    nameNe: {"type":"string"},
    unit: {"type":"string","enum":"UNITS"},
    serviceCategoryId: {"type":"integer","nullable":true},
    sortOrder: {"type":"integer"},
    activeFromFy: {"type":"integer"},
    activeToFy: {"type":"integer","nullable":true},
    attributeIds: {"type":"integer","array":true},
    version: {"type":"integer"},
  },
  ServiceRecordUpdate: {
    version: {"type":"integer"},
    pwdId: {"type":"string","format":"uuid","nullable":true},
    isGroup: {"type":"boolean"},
    participantsMale: {"type":"integer","nullable":true},
    participantsFemale: {"type":"integer","nullable":true},
    participantsOther: {"type":"integer","nullable":true},
    participantsPwd: {"type":"integer","nullable":true},
    categoryId: {"type":"integer"},
    serviceDate: {"type":"string","format":"date"},
    palikaId: {"type":"integer"},
    wardNo: {"type":"integer"},
    providerType: {"type":"string","enum":"PROVIDER_TYPES"},
    providerName: {"type":"string","nullable":true},
    providerId: {"type":"string","format":"uuid","nullable":true},
    quantity: {"type":"number"},
    unit: {"type":"string","enum":"UNITS"},
    costNpr: {"type":"number","nullable":true},
    fundingSource: {"type":"string","nullable":true,"enum":"FUNDING_SOURCES"},
    assistiveDeviceType: {"type":"string","nullable":true,"enum":"DEVICE_TYPES"},
    deviceSerial: {"type":"string","nullable":true},
    referralFacility: {"type":"string","nullable":true},
    referralReason: {"type":"string","nullable":true},
    referralStatus: {"type":"string","nullable":true,"enum":"REFERRAL_STATUSES"},
    referralOutcomeDate: {"type":"string","format":"date","nullable":true},
    attributes: {"type":"object"},
    followUpDate: {"type":"string","format":"date","nullable":true},
    notes: {"type":"string","nullable":true},
  },
  BatchUpdate: {
    version: {"type":"integer"},
    code: {"type":"string"},
    nameEn: {"type":"string"},
    nameNe: {"type":"string"},
    batchType: {"type":"string","enum":"BATCH_TYPES"},
    programmeName: {"type":"string"},
    provinceId: {"type":"integer"},
    selectingAuthority: {"type":"string","nullable":true},
    callForProposalDate: {"type":"string","format":"date","nullable":true},
    entryFiscalYear: {"type":"integer"},
    startDate: {"type":"string","format":"date"},
    plannedEndDate: {"type":"string","format":"date"},
    actualEndDate: {"type":"string","format":"date","nullable":true},
    phaseSchedule: {"type":"object","array":true},
    costShare: {"type":"object"},
    status: {"type":"string","enum":"BATCH_STATUSES"},
    description: {"type":"string","nullable":true},
    members: {"type":"object","array":true},
  },
  ActivityUpdate: {
    version: {"type":"integer"},
    palikaId: {"type":"integer"},
    fiscalYear: {"type":"integer"},
    parentId: {"type":"string","format":"uuid","nullable":true},
    levelReason: {"type":"string","nullable":true},
    sortOrder: {"type":"integer"},
    code: {"type":"string"},
    nameNe: {"type":"string"},
    nameEn: {"type":"string","nullable":true},
    serviceCategoryId: {"type":"integer","nullable":true},
    responsibleRole: {"type":"string","nullable":true,"enum":"RESPONSIBLE_ROLES"},
    venueType: {"type":"string","nullable":true,"enum":"VENUE_TYPES"},
    venueId: {"type":"string","format":"uuid","nullable":true},
    venueName: {"type":"string","nullable":true},
    plannedStart: {"type":"string","format":"date","nullable":true},
    plannedEnd: {"type":"string","format":"date","nullable":true},
    actualStart: {"type":"string","format":"date","nullable":true},
    actualEnd: {"type":"string","format":"date","nullable":true},
    unit: {"type":"string","enum":"UNITS"},
    budgetNpr: {"type":"number","nullable":true},
    budgetHead: {"type":"string","nullable":true},
    fundingSource: {"type":"string","nullable":true,"enum":"FUNDING_SOURCES"},
    plannedOutputT1: {"type":"number","nullable":true},
    plannedOutputT2: {"type":"number","nullable":true},
    plannedOutputT3: {"type":"number","nullable":true},
    status: {"type":"string","enum":"ACTIVITY_STATUSES"},
    progressNote: {"type":"string","nullable":true},
    templateId: {"type":"integer","nullable":true},
    attributeIds: {"type":"integer","array":true},
  },
  ActivityValueUpdate: {
    version: {"type":"integer"},
    palikaId: {"type":"integer"},
    activityId: {"type":"string","format":"uuid"},
    recordDate: {"type":"string","format":"date"},
    achievedOutput: {"type":"number","nullable":true},
    expenditureNpr: {"type":"number","nullable":true},
    participantsMale: {"type":"integer","nullable":true},
    participantsFemale: {"type":"integer","nullable":true},
    participantsOther: {"type":"integer","nullable":true},
    wardNo: {"type":"integer","nullable":true},
    attributes: {"type":"object"},
    notes: {"type":"string","nullable":true},
  },
  HealthFacilityUpdate: {
    version: {"type":"integer"},
    palikaId: {"type":"integer"},
    wardNo: {"type":"integer"},
    hmisCode: {"type":"string","nullable":true},
    dhis2Uid: {"type":"string","nullable":true},
    nameNe: {"type":"string"},
    nameEn: {"type":"string"},
    facilityType: {"type":"string","enum":"FACILITY_TYPES"},
    ownership: {"type":"string","enum":"OWNERSHIPS"},
    inChargeName: {"type":"string","nullable":true},
    inChargePhone: {"type":"string","nullable":true},
    email: {"type":"string","nullable":true},
    beds: {"type":"integer","nullable":true},
    services: {"type":"string","enum":"FACILITY_SERVICES","array":true},
    catchmentWards: {"type":"integer","array":true},
    insuranceFirstPoint: {"type":"boolean","nullable":true},
    operationalStatus: {"type":"string","enum":"OPERATIONAL_STATUSES"},
    latitude: {"type":"number","nullable":true},
    longitude: {"type":"number","nullable":true},
  },
  FchvUpdate: {
    version: {"type":"integer"},
    palikaId: {"type":"integer"},
    wardNo: {"type":"integer"},
    fchvCode: {"type":"string","nullable":true},
    nameNe: {"type":"string"},
    nameEn: {"type":"string","nullable":true},
    birthDate: {"type":"string","format":"date"},
    phone: {"type":"string","nullable":true},
    hasSmartphone: {"type":"boolean","nullable":true},
    citizenshipNo: {"type":"string","nullable":true},
    casteEthnicityCode: {"type":"string","nullable":true,"enum":"CASTE_ETHNICITY_CODES"},
    education: {"type":"string","nullable":true,"enum":"EDUCATION_LEVELS"},
    maritalStatus: {"type":"string","nullable":true,"enum":"MARITAL_STATUSES"},
    catchmentToles: {"type":"string","nullable":true},
    catchmentHouseholds: {"type":"integer","nullable":true},
    supervisingFacilityId: {"type":"string","format":"uuid"},
    mothersGroupName: {"type":"string","nullable":true},
    mothersGroupMembers: {"type":"integer","nullable":true},
    areaType: {"type":"string","nullable":true,"enum":"AREA_TYPES"},
    selectedOn: {"type":"string","format":"date","nullable":true},
    appointmentYear: {"type":"integer"},
    basicTrainingCompleted: {"type":"boolean"},
    basicTrainingDate: {"type":"string","format":"date","nullable":true},
    hasIdCard: {"type":"boolean","nullable":true},
    hasKit: {"type":"boolean","nullable":true},
    trainings: {"type":"object","array":true},
    status: {"type":"string","enum":"FCHV_STATUSES"},
    statusDate: {"type":"string","format":"date","nullable":true},
    userId: {"type":"string","format":"uuid","nullable":true},
  },
  WardProfileUpdate: {
    version: {"type":"integer"},
    palikaId: {"type":"integer"},
    wardNo: {"type":"integer"},
    nameNe: {"type":"string","nullable":true},
    officeAddress: {"type":"string","nullable":true},
    officePhone: {"type":"string","nullable":true},
    officeEmail: {"type":"string","nullable":true},
    chairName: {"type":"string","nullable":true},
    chairPhone: {"type":"string","nullable":true},
    secretaryName: {"type":"string","nullable":true},
    secretaryPhone: {"type":"string","nullable":true},
    areaSqKm: {"type":"number","nullable":true},
    populationTotal: {"type":"integer","nullable":true},
    populationMale: {"type":"integer","nullable":true},
    populationFemale: {"type":"integer","nullable":true},
    populationOther: {"type":"integer","nullable":true},
    populationSource: {"type":"string","nullable":true,"enum":"POPULATION_SOURCES"},
    populationYear: {"type":"integer","nullable":true},
    households: {"type":"integer","nullable":true},
    pwdCensusCount: {"type":"integer","nullable":true},
    tolesCount: {"type":"integer","nullable":true},
    ecologicalBelt: {"type":"string","nullable":true,"enum":"ECOLOGICAL_BELTS"},
    dprpCommitteeFormed: {"type":"boolean","nullable":true},
    committeeFormedOn: {"type":"string","format":"date","nullable":true},
  },
  SchoolUpdate: {
    version: {"type":"integer"},
    palikaId: {"type":"integer"},
    wardNo: {"type":"integer"},
    iemisCode: {"type":"string"},
    nameNe: {"type":"string"},
    nameEn: {"type":"string","nullable":true},
    schoolType: {"type":"string","enum":"SCHOOL_TYPES"},
    institutionalForm: {"type":"string","nullable":true,"enum":"INSTITUTIONAL_FORMS"},
    religiousKind: {"type":"string","nullable":true,"enum":"RELIGIOUS_SCHOOL_KINDS"},
    levels: {"type":"string","enum":"SCHOOL_LEVELS","array":true},
    specialEducation: {"type":"string","nullable":true,"enum":"SPECIAL_EDUCATION_SETUPS"},
    resourceClassTypes: {"type":"string","enum":"DISABILITY_TYPES","array":true},
    accessibility: {"type":"string","enum":"SCHOOL_ACCESSIBILITY","array":true},
    headTeacherName: {"type":"string","nullable":true},
    headTeacherPhone: {"type":"string","nullable":true},
    smcChairName: {"type":"string","nullable":true},
    smcChairPhone: {"type":"string","nullable":true},
    studentsFemale: {"type":"integer","nullable":true},
    studentsMale: {"type":"integer","nullable":true},
    studentsOther: {"type":"integer","nullable":true},
    cwdEnrolled: {"type":"object","array":true},
    teachersTrainedInclusive: {"type":"integer","nullable":true},
    academicYearBs: {"type":"integer"},
    latitude: {"type":"number","nullable":true},
    longitude: {"type":"number","nullable":true},
  },
  PalikaProfileUpdate: {
    version: {"type":"integer"},
    palikaId: {"type":"integer"},
    headquarters: {"type":"string","nullable":true},
    areaSqKm: {"type":"number","nullable":true},
    populationTotal: {"type":"integer","nullable":true},
    populationMale: {"type":"integer","nullable":true},
    populationFemale: {"type":"integer","nullable":true},
    populationOther: {"type":"integer","nullable":true},
    populationSource: {"type":"string","nullable":true,"enum":"POPULATION_SOURCES"},
    populationYear: {"type":"integer","nullable":true},
    households: {"type":"integer","nullable":true},
    pwdCensusCount: {"type":"integer","nullable":true},
    website: {"type":"string","nullable":true},
    email: {"type":"string","nullable":true},
    phone: {"type":"string","nullable":true},
    chiefName: {"type":"string","nullable":true},
    deputyName: {"type":"string","nullable":true},
    caoName: {"type":"string","nullable":true},
    focalPersonName: {"type":"string","nullable":true},
    focalPersonPhone: {"type":"string","nullable":true},
    committeeFormedOn: {"type":"string","format":"date","nullable":true},
    idCardProcedureOn: {"type":"string","format":"date","nullable":true},
    ecologicalBelt: {"type":"string","nullable":true,"enum":"ECOLOGICAL_BELTS"},
    cbrfs: {"type":"object","array":true},
  },
  TargetUpdate: {
    version: {"type":"integer"},
    fiscalYear: {"type":"integer"},
    scope: {"type":"string","codes":["nation","province","district","batch","palika"]},
    provinceId: {"type":"integer","nullable":true},
    districtId: {"type":"integer","nullable":true},
    palikaId: {"type":"integer","nullable":true},
    batchId: {"type":"string","format":"uuid","nullable":true},
    measure: {"type":"string","codes":["services","personsServed","serviceQuantity","registrations","cardsIssued","activityOutput","attributeSum"]},
    categoryId: {"type":"integer","nullable":true},
    templateId: {"type":"integer","nullable":true},
    attributeId: {"type":"integer","nullable":true},
    total: {"type":"number"},
    periodT1: {"type":"number","nullable":true},
    periodT2: {"type":"number","nullable":true},
    periodT3: {"type":"number","nullable":true},
    female: {"type":"number","nullable":true},
    male: {"type":"number","nullable":true},
    other: {"type":"number","nullable":true},
    baseline: {"type":"number","nullable":true},
    baselineFiscalYear: {"type":"integer","nullable":true},
    budgetNpr: {"type":"number","nullable":true},
    source: {"type":"string","nullable":true,"codes":["palika_plan","province_dprp","partner","federal"]},
    notes: {"type":"string","nullable":true},
  },
} as const;
