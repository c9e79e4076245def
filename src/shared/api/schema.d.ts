// Generated from openapi/openapi.json by `npm run openapi:generate`. Do not edit.
export interface paths {
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with username and password */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/group-member": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in as one member of the group whose group token is the bearer */
        post: operations["groupMemberLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the current session */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["currentSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/changePassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the bearer's password (a group token changes the group account's password) */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users, a page at a time */
        get: operations["listUsers"];
        put?: never;
        /** Create a user; answers a one-time password */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One user */
        get: operations["getUser"];
        /** Edit a user from the version the edit started from */
        put: operations["updateUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Block a user, with a reason; their sessions end at once */
        post: operations["blockUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/unblock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unblock a user, with a reason */
        post: operations["unblockUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/resetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A one-time password, shown once; the user must change it at next sign-in */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's audit history: who changed what, when, before and after */
        get: operations["userAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Group accounts with their palika and members */
        get: operations["listGroups"];
        put?: never;
        /** Create a group account for a palika; answers a one-time password */
        post: operations["createGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an active normal user whose scope fits the group's palika */
        post: operations["addGroupMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups/{id}/members/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member from the group */
        delete: operations["removeGroupMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geography/provinces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The seven provinces */
        get: operations["listProvinces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geography/provinces/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One province */
        get: operations["getProvince"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geography/provinces/{id}/districts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The districts of a province */
        get: operations["listProvinceDistricts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geography/districts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One district */
        get: operations["getDistrict"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geography/districts/{id}/palikas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The palikas of a district */
        get: operations["listDistrictPalikas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geography/palikas/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One palika */
        get: operations["getPalika"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geography/palikas/{id}/wards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The wards of a palika */
        get: operations["listPalikaWards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geography/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Places by name in either language, by another spelling, or by code */
        get: operations["searchPlaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geography/scope": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The places the signed-in user may see and change */
        get: operations["myScope"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/system/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Build, database and migrations of this instance */
        get: operations["systemInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pwd/profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Persons with disabilities in your area, a page at a time */
        get: operations["listProfiles"];
        put?: never;
        /** Register a person; a retry with the same id returns the first record */
        post: operations["createProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pwd/profiles/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every filtered profile you may see, in chunks for a CSV or Excel file */
        get: operations["exportProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pwd/profiles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One profile */
        get: operations["getProfile"];
        /** Edit a profile from the version the edit started from */
        put: operations["updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pwd/profiles/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Soft-delete a profile, with a reason */
        post: operations["deleteProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pwd/profiles/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo a soft delete (administrators) */
        post: operations["restoreProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pwd/profiles/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The profile's audit trail: who changed what, when, before and after */
        get: operations["profileHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pwd/profiles/duplicates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Possible duplicates you may see: same citizenship, NIN or card, or same name, birth date, parent and ward */
        post: operations["findDuplicates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/catalogue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The service tree, the attribute definitions and the programmes’ standard activities (national configuration) */
        get: operations["serviceCatalogue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a category under a parent (depth at most four) */
        post: operations["createServiceCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename, move (no cycles), or change a category from the version read */
        put: operations["updateServiceCategory"];
        post?: never;
        /** Delete a category that has no records and no children */
        delete: operations["deleteServiceCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/categories/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a category (and everything below it) from a fiscal year on */
        post: operations["closeServiceCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/attributes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Define a typed attribute */
        post: operations["createAttribute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/attributes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change an attribute definition from the version read */
        put: operations["updateAttribute"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a programme's standard activity, or a sub-activity under one */
        post: operations["createActivityTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a standard activity from the version read; close it with its last year */
        put: operations["updateActivityTemplate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Service records in your area, a page at a time, with totals of the filtered set */
        get: operations["listServiceRecords"];
        put?: never;
        /** Record a service; a retry with the same id returns the first record */
        post: operations["createServiceRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/records/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every filtered service record you may see, in chunks */
        get: operations["exportServiceRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/records/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One service record */
        get: operations["getServiceRecord"];
        /** Edit a service record from the version read */
        put: operations["updateServiceRecord"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/records/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Soft-delete a service record, with a reason */
        post: operations["deleteServiceRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/records/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo a soft delete (administrators) */
        post: operations["restoreServiceRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/records/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The record's audit trail */
        get: operations["serviceRecordHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboards/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The key figures of your area for a period, with the period before */
        get: operations["dashboardSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboards/figures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One measure broken down one way, in your area, for the chosen filters */
        get: operations["dashboardFigures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboards/programme": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The programme of your area for a period, with the period before: activities planned and completed, budget, planned and achieved output, expenditure and participants (no person or ward filters: activities have neither) */
        get: operations["dashboardProgramme"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboards/places": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The key figures of each place one level below the chosen one */
        get: operations["dashboardPlaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboards/resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What each place one level below the chosen one has for CBR (wards, active FCHVs, schools and those with a resource class, health facilities and those offering rehabilitation) and the census count of persons with disabilities from its ward and palika profiles, with the persons registered to date where that count is known (no period or person filters: these are counts of places and of the census) */
        get: operations["dashboardResources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboards/achievement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each measure with an approved target in your area for a fiscal year, achieved from the start of the year to the end of the period against the target (its own, or the sum of its palikas’) and the target pro-rated to the period, with a band; the places one level down and the batches inside with the same figure of the chosen measure (no person or ward filters: targets have neither) */
        get: operations["dashboardAchievement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/programme/batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Batches, filtered by province, programme, status and entry year */
        get: operations["listBatches"];
        put?: never;
        /** Make a batch with its members (idempotent on the client id) */
        post: operations["createBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/programme/batches/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Batches for an export file, in chunks */
        get: operations["exportBatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/programme/batches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A batch with its members and each member’s phase today */
        get: operations["getBatch"];
        /** Change a batch and its members from the version read */
        put: operations["updateBatch"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/programme/batches/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a batch (soft, with a reason) */
        post: operations["deleteBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/programme/batches/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted batch */
        post: operations["restoreBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/programme/batches/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who changed the batch, when, from what to what */
        get: operations["batchHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/programme/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A palika's activities of a fiscal year (the tree, in order), or any filtered set */
        get: operations["listActivities"];
        put?: never;
        /** Add an activity or a sub-activity (idempotent on the client id) */
        post: operations["createActivity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/programme/activities/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Activities for an export file, in chunks */
        get: operations["exportActivities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/programme/activities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An activity with its budget warning */
        get: operations["getActivity"];
        /** Change an activity from the version read (moving it keeps the tree two levels deep) */
        put: operations["updateActivity"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/programme/activities/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete an activity that has no live sub-activities (soft, with a reason) */
        post: operations["deleteActivity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/programme/activities/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted activity */
        post: operations["restoreActivity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/programme/activities/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who changed the activity, when, from what to what */
        get: operations["activityHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/programme/values": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What activities achieved, a page at a time, with totals by each figure’s rule */
        get: operations["listActivityValues"];
        put?: never;
        /** Record what an activity achieved on a date (idempotent on the client id) */
        post: operations["createActivityValue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/programme/values/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recorded values for an export file, in chunks */
        get: operations["exportActivityValues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/programme/values/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One recorded value */
        get: operations["getActivityValue"];
        /** Change a recorded value from the version read */
        put: operations["updateActivityValue"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/programme/values/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a recorded value (soft, with a reason) */
        post: operations["deleteActivityValue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/programme/values/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted value */
        post: operations["restoreActivityValue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/programme/values/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who changed the value, when, from what to what */
        get: operations["activityValueHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/programme/activities/copy-year": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copy a palika's hierarchy of one fiscal year into a year that has none, in one step */
        post: operations["copyActivityYear"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/palika/health-facilities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Health facilities, filtered by place, type, ownership, service and status */
        get: operations["listHealthFacilities"];
        put?: never;
        /** Add a health facility (idempotent on the client id) */
        post: operations["createHealthFacility"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/palika/health-facilities/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Health facilities for an export file, in chunks */
        get: operations["exportHealthFacilities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/palika/health-facilities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A health facility */
        get: operations["getHealthFacility"];
        /** Change a health facility from the version read */
        put: operations["updateHealthFacility"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/palika/health-facilities/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a health facility (soft, with a reason) */
        post: operations["deleteHealthFacility"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/palika/health-facilities/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted health facility */
        post: operations["restoreHealthFacility"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/palika/health-facilities/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who changed the facility, when, from what to what */
        get: operations["healthFacilityHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/palika/health-facilities/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add the health facilities of a spreadsheet, all or none: every refused row named with its fields */
        post: operations["importHealthFacilities"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/palika/fchvs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** FCHVs, filtered by place, status, supervising facility, training and retirement */
        get: operations["listFchvs"];
        put?: never;
        /** Add an FCHV with her trainings (idempotent on the client id) */
        post: operations["createFchv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/palika/fchvs/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** FCHVs for an export file, in chunks */
        get: operations["exportFchvs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/palika/fchvs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An FCHV */
        get: operations["getFchv"];
        /** Change an FCHV from the version read */
        put: operations["updateFchv"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/palika/fchvs/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete an FCHV (soft, with a reason) */
        post: operations["deleteFchv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/palika/fchvs/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted FCHV */
        post: operations["restoreFchv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/palika/fchvs/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who changed the FCHV, when, from what to what */
        get: operations["fchvHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/palika/fchvs/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add the FCHVs of a spreadsheet, all or none: every refused row named with its fields */
        post: operations["importFchvs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/palika/wards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ward profiles, every ward of the user's area, filled in or not */
        get: operations["listWardProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/palika/wards/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ward profiles for an export file, in chunks */
        get: operations["exportWardProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/palika/wards/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A ward's profile */
        get: operations["getWardProfile"];
        /** Change a ward's profile from the version read */
        put: operations["updateWardProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/palika/wards/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who changed the ward's profile, when, from what to what */
        get: operations["wardProfileHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/palika/schools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Schools, filtered by place, type, level, special education and accessibility */
        get: operations["listSchools"];
        put?: never;
        /** Add a school with its enrolment of children with disabilities (idempotent on the client id) */
        post: operations["createSchool"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/palika/schools/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Schools for an export file, in chunks */
        get: operations["exportSchools"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/palika/schools/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A school */
        get: operations["getSchool"];
        /** Change a school from the version read */
        put: operations["updateSchool"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/palika/schools/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a school (soft, with a reason) */
        post: operations["deleteSchool"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/palika/schools/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted school */
        post: operations["restoreSchool"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/palika/schools/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who changed the school, when, from what to what */
        get: operations["schoolHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/palika/schools/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add the schools of a spreadsheet, all or none: every refused row named with its fields */
        post: operations["importSchools"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/palika/profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Palika profiles, every palika of the user's area, filled in or not */
        get: operations["listPalikaProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/palika/profiles/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Palika profiles for an export file, in chunks */
        get: operations["exportPalikaProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/palika/profiles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A palika's profile */
        get: operations["getPalikaProfile"];
        /** Change a palika's profile from the version read */
        put: operations["updatePalikaProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/palika/profiles/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who changed the palika's profile, when, from what to what */
        get: operations["palikaProfileHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/palika/standing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A palika in its batch: its phase and calendar, agreement and cost share, the year's activities and output against plan by four-month period, and the batch's palikas beside it */
        get: operations["palikaStanding"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/targets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Targets of your area and of the places containing it, by year, scope, measure and status */
        get: operations["listTargets"];
        put?: never;
        /** Set a target (idempotent on the client id): approved at once when you may approve it, else proposed */
        post: operations["createTarget"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/targets/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Targets for an export file, in chunks */
        get: operations["exportTargets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/targets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A target with every revision of it */
        get: operations["getTarget"];
        /** Change a proposed target from the version read (an approved one is locked: revise it) */
        put: operations["updateTarget"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/targets/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a proposed target (soft, with a reason) */
        post: operations["deleteTarget"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/targets/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted target */
        post: operations["restoreTarget"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/targets/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who changed the target, when, from what to what */
        get: operations["targetHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/targets/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set or propose the targets of a spreadsheet, all or none: every refused row named with its fields */
        post: operations["importTargets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/targets/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a proposed target: it is locked, and the revision it replaces is superseded */
        post: operations["approveTarget"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/targets/{id}/revise": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revise an approved target with a reason: a new revision, approved at once when you may approve it, else proposed */
        post: operations["reviseTarget"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/targets/copy-year": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copy a year's approved targets you set or propose into a later year, in one step, last year's total as the baseline */
        post: operations["copyTargetYear"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reports of your area (or of the place given in it) for a fiscal year: every palika × period, one never moved as open */
        get: operations["listReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{palikaId}/{fiscalYear}/{period}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A palika's report of a period: its state, due date, the moves you may make, its figures live, what changed since the last submission or approval, and its whole history */
        get: operations["getReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{palikaId}/{fiscalYear}/{period}/moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit, return, approve, accept or reopen a report from the version read (return and reopen with a reason): 403 for a role that never makes the move, 409 when the report moved meanwhile or the move does not start from its state */
        post: operations["moveReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reporting/board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who has reported: the places one level below the place asked (your area unless given) × the fiscal year's three periods, each with the palikas expected, submitted, on time, late, approved, accepted and returned, completeness and timeliness; a palika's row with its state */
        get: operations["reportingBoard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reporting/finality": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How final a dashboard's figures are: of the palikas of the place (your area unless given), how many have every period asked approved or accepted (the trimester, or without one the year's periods ended by today), and the first 100 that have not */
        get: operations["reportingFinality"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What waits for you: submissions to approve (district users), approvals to accept (province users), your palika's reports returned, overdue or due within 7 days (palika users), proposed targets to approve (province users and administrators); the count, and the first 100 with the page each opens */
        get: operations["getInbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{palikaId}/{fiscalYear}/{period}/quality": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What looks wrong in a palika's period, live: the validation rules it breaks (both sides' values, each side's records) and its outliers against its own last three periods and against the district's other palikas */
        get: operations["getReportQuality"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-quality": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The data quality of a period for the places one level below the place asked (your area unless given): each place's errors, warnings and outliers summed over its palikas, and the rules broken, ranked by errors then warnings; a place named with no palika in your area is not found */
        get: operations["listDataQuality"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-quality/duplicate-pairs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Candidate pairs of persons registered twice across the country, in a state (open unless given), each pair side by side with the period that locks it */
        get: operations["listDuplicatePairs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-quality/duplicate-pairs/scan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Compares every person of the country by their keys now (the server also does it when it starts, and on each save for the person saved) */
        post: operations["scanDuplicates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-quality/duplicate-pairs/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decides an open pair from the version read: not a duplicate, or merge (the person kept takes the other’s services; the other is deleted); 409 while either person counts in a locked period */
        post: operations["decideDuplicatePair"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pwd/duplicate-flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The persons of your area (or of the palika given) who are in an open candidate pair: only that they are, never the other person */
        get: operations["listDuplicateFlags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/official-reports/id-cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ID-card matrix as the former DWCD MIS published it: cards by type (twelve rows) × class × sex, before the period, in it and to date; a place outside your area is not found */
        get: operations["idCardReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            statusCode: number;
            message: {
                /** @description English text for logs and for clients without a translation */
                reason: string;
                /** @enum {string} */
                code: "validation" | "notFound" | "routeNotFound" | "unauthorized" | "forbidden" | "conflict" | "periodLocked" | "report.moveNotAllowed" | "report.commentsRequired" | "internal" | "busy" | "auth.invalidCredentials" | "auth.locked" | "auth.rateLimited" | "auth.slowedDown" | "auth.notGroupMember" | "auth.groupSessionRequired" | "auth.wrongCurrentPassword" | "auth.passwordChangeRequired";
                /** @description The wrong fields, the first 100 at most */
                fields?: components["schemas"]["FieldError"][];
                /** @description Wrong fields found beyond the 100 named */
                moreFields?: number;
                /** @description Present (true) when the server stopped looking after 10000 wrong fields: there are at least `moreFields` more */
                moreFieldsAtLeast?: boolean;
                details?: components["schemas"]["PeriodLocked"];
            };
        };
        /** @description With `periodLocked` (409): the report (palika, fiscal year, four-month period) the record counts in, its state, and who moved it there and when (issue 39 §2) */
        PeriodLocked: {
            palikaId: number;
            fiscalYear: number;
            period: number;
            /** @enum {string} */
            state: "submitted" | "approved" | "accepted";
            /** @description The full name of who moved the report into its state */
            movedBy: string;
            /** Format: date-time */
            movedAt: string;
        };
        FieldError: {
            field: string;
            /** @enum {string} */
            code: "required" | "unknownProperty" | "invalidType" | "invalidFormat" | "invalidValue" | "tooShort" | "tooLong" | "tooSmall" | "tooLarge" | "taken" | "notForRole" | "unknownPlace" | "notAllowed" | "ownAccount" | "notEligible" | "notLeaf" | "cycle" | "inUse" | "inOtherBatch" | "notApplicable" | "otherPalika" | "partsNotTotal" | "controlCharacter" | "possibleDuplicate" | "password.tooShort" | "password.tooLong" | "password.containsUsername" | "password.sameAsCurrent" | "password.tooCommon" | "password.needsVariety" | "password.repetitive" | "password.guessable" | "group.memberOutsidePalika" | "group.isMember";
            /** @description The bound the value broke: a length, a count, or an amount (a target may reach 10¹²) */
            limit?: number;
            /** @description The other record the value clashes with (a batch code) */
            other?: string;
        };
        /** @enum {string} */
        Role: "SUPER_ADMIN" | "ADMIN" | "PROVINCE" | "DISTRICT" | "PALIKA" | "CBRF" | "GROUP";
        LinkedRecord: {
            /** Format: uuid */
            _id: string;
            /** @enum {string} */
            kind: "ward" | "school" | "health_facility" | "fchv";
            nameNe: string | null;
            nameEn: string | null;
            wardNo: number;
        };
        Place: {
            _id: number;
            code: string | null;
            name: string;
            nameNe: string;
        };
        SessionUser: {
            /** Format: uuid */
            _id: string;
            fullname: string;
            username: string;
            role: components["schemas"]["Role"];
            /** @enum {string} */
            status: "ACTIVE" | "BLOCKED";
            /** @enum {string} */
            userType: "NORMAL" | "GROUP";
            province?: components["schemas"]["Place"][];
            district: components["schemas"]["Place"][];
            palika: components["schemas"]["Place"][];
            groupMembers: string[];
            batch: string | null;
            name: string;
            groupName: string | null;
            viaGroup?: string | null;
            mustChangePassword?: boolean;
        };
        GroupMember: {
            /** Format: uuid */
            _id: string;
            name: string;
            role: components["schemas"]["Role"];
        };
        LoginRequest: {
            username: string;
            password: string;
        };
        LoginResponse: {
            checkUser: components["schemas"]["SessionUser"];
            token: string;
            memberData?: components["schemas"]["GroupMember"][];
        };
        GroupMemberLoginRequest: {
            /** Format: uuid */
            memberId: string;
        };
        ChangePasswordRequest: {
            currentPassword: string;
            newPassword: string;
        };
        Done: {
            /** @constant */
            ok: true;
        };
        UserSummary: {
            /** Format: uuid */
            _id: string;
            username: string;
            fullname: string;
            role: components["schemas"]["Role"];
            /** @enum {string} */
            status: "ACTIVE" | "BLOCKED";
            /** @enum {string} */
            userType: "NORMAL" | "GROUP";
            lastLoginAt: string | null;
            /** @description The provinces, districts or palikas assigned */
            places: components["schemas"]["Place"][];
        };
        UserDetail: {
            /** Format: uuid */
            _id: string;
            username: string;
            fullname: string;
            role: components["schemas"]["Role"];
            /** @enum {string} */
            status: "ACTIVE" | "BLOCKED";
            blockedReason: string | null;
            blockedAt: string | null;
            /** @enum {string} */
            userType: "NORMAL" | "GROUP";
            provinceIds: number[];
            districtIds: number[];
            palikaIds: number[];
            places: components["schemas"]["Place"][];
            batch: string | null;
            phone: string | null;
            email: string | null;
            mustChangePassword: boolean;
            lastLoginAt: string | null;
            /** Format: date-time */
            createdAt: string;
            createdBy: string | null;
            /** Format: date-time */
            updatedAt: string;
            updatedBy: string | null;
            version: number;
        };
        UserInput: {
            username: string;
            fullname: string;
            /** @enum {string} */
            role: "SUPER_ADMIN" | "ADMIN" | "PROVINCE" | "DISTRICT" | "PALIKA" | "CBRF";
            provinceIds?: number[];
            districtIds?: number[];
            palikaIds?: number[];
            batch?: string | null;
            phone?: string | null;
            email?: string | null;
        };
        UserUpdate: {
            fullname: string;
            /** @enum {string} */
            role: "SUPER_ADMIN" | "ADMIN" | "PROVINCE" | "DISTRICT" | "PALIKA" | "CBRF";
            provinceIds?: number[];
            districtIds?: number[];
            palikaIds?: number[];
            batch?: string | null;
            phone?: string | null;
            email?: string | null;
            /** @description The version the edit started from */
            version: number;
        };
        Reason: {
            reason: string;
        };
        UserCreated: {
            user: components["schemas"]["UserDetail"];
            /** @description Shown once; the user must change it at next sign-in */
            oneTimePassword: string;
        };
        OneTimePassword: {
            oneTimePassword: string;
        };
        AuditEntry: {
            id: number;
            /** Format: date-time */
            at: string;
            actor: string | null;
            viaGroup: string | null;
            action: string;
            before: {
                [key: string]: unknown;
            } | null;
            after: {
                [key: string]: unknown;
            } | null;
        };
        AuditList: {
            items: components["schemas"]["AuditEntry"][];
        };
        RecordImportAnswer: {
            /** @description Rows read */
            checked: number;
            /** @description Records made: all the rows, or none when any was refused */
            written: number;
            problems: {
                /** @description The row under the header, from 1 */
                row: number;
                field: string;
                code: string;
                limit?: number;
                other?: string;
            }[];
        };
        UserPage: {
            items: components["schemas"]["UserSummary"][];
            total: number;
            page: number;
            pageSize: number;
        };
        GroupSummary: {
            /** Format: uuid */
            _id: string;
            username: string;
            name: string;
            /** @enum {string} */
            status: "ACTIVE" | "BLOCKED";
            palika: components["schemas"]["Place"] | null;
            members: components["schemas"]["GroupMember"][];
        };
        GroupList: {
            items: components["schemas"]["GroupSummary"][];
        };
        GroupInput: {
            username: string;
            name: string;
            palikaId: number;
        };
        GroupCreated: {
            group: components["schemas"]["GroupSummary"];
            oneTimePassword: string;
        };
        MemberInput: {
            /** Format: uuid */
            memberId: string;
        };
        /** @enum {string} */
        GeoLevel: "province" | "district" | "palika" | "ward";
        GeoPlace: {
            id: number;
            level: components["schemas"]["GeoLevel"];
            code: string | null;
            nameEn: string;
            nameNe: string;
            /** @description Other spellings and former names, for search */
            altNames: string[];
            parentId: number | null;
            provinceId: number;
            districtId: number | null;
            palikaType: ("metropolitan" | "sub_metropolitan" | "municipality" | "rural_municipality") | null;
            wardCount: number | null;
        };
        GeoPlaceList: {
            items: components["schemas"]["GeoPlace"][];
        };
        Scope: {
            national: boolean;
            /** @description Provinces wholly in scope */
            provinceIds: number[];
            /** @description Districts wholly in scope */
            districtIds: number[];
            /** @description Every palika in scope (empty for a national user: all are) */
            palikaIds: number[];
            /** @description Provinces holding at least one palika in scope (for pickers) */
            reachProvinceIds: number[];
            /** @description Districts holding at least one palika in scope (for pickers) */
            reachDistrictIds: number[];
        };
        SystemInfo: {
            buildId: string;
            /** @enum {string} */
            database: "pglite" | "postgres";
            migrations: string[];
            /** Format: date-time */
            startedAt: string;
        };
        ProfileCreate: {
            /**
             * Format: uuid
             * @description Made by the client: a retried save returns the first record
             */
            _id: string;
            /**
             * Format: date
             * @description AD; shown and entered in BS
             */
            registrationDate: string;
            /** @enum {string} */
            registeredByRole: "fchv" | "cbrf" | "ward_staff" | "health_worker" | "teacher" | "palika_staff" | "self";
            /** @description Devanagari */
            nameNe: string;
            /** @enum {string} */
            gender: "male" | "female" | "other";
            /**
             * Format: date
             * @description Date of birth (AD); when only the age is known, an estimate with dobEstimated
             */
            dob: string;
            /** @description Permanent address palika, which issues the card */
            palikaId: number;
            wardNo: number;
            disabilityTypes: ("physical" | "visual" | "hearing" | "deaf_blind" | "voice_speech" | "psychosocial" | "intellectual" | "haemophilia" | "autism" | "multiple")[];
            /** @enum {string} */
            primaryDisabilityType: "physical" | "visual" | "hearing" | "deaf_blind" | "voice_speech" | "psychosocial" | "intellectual" | "haemophilia" | "autism" | "multiple";
            /** @enum {string} */
            cardStatus: "none" | "applied" | "ward_recommended" | "committee_review" | "issued" | "rejected" | "duplicate_issued" | "upgraded";
            /** @enum {string} */
            status: "active" | "migrated_out" | "deceased" | "duplicate" | "inactive";
            consentGiven: boolean;
            identificationSource?: ("door_to_door" | "camp" | "health_facility" | "school" | "self_referral" | "census_list" | "other") | null;
            nameEn?: string | null;
            dobEstimated?: boolean;
            casteEthnicityCode?: ("1" | "2" | "3" | "4" | "5" | "6") | null;
            casteName?: string | null;
            maritalStatus?: ("unmarried" | "married" | "widowed" | "divorced_separated" | "na_minor") | null;
            fatherName?: string | null;
            motherName?: string | null;
            spouseName?: string | null;
            grandparentName?: string | null;
            guardianName?: string | null;
            guardianRelation?: ("father" | "mother" | "spouse" | "sibling" | "child" | "relative" | "ward_chair" | "other") | null;
            guardianPhone?: string | null;
            phone?: string | null;
            citizenshipNo?: string | null;
            citizenshipDistrictId?: number | null;
            citizenshipIssueDate?: string | null;
            nin?: string | null;
            birthRegNo?: string | null;
            tole?: string | null;
            temporaryAddress?: string | null;
            disabilitySubtypes?: ("blind" | "low_vision" | "total_blind" | "deaf" | "hard_of_hearing")[];
            severityClass?: ("A" | "B" | "C" | "D") | null;
            onset?: ("congenital" | "acquired") | null;
            cause?: ("congenital" | "disease" | "accident" | "conflict" | "disaster" | "ageing" | "unknown") | null;
            ageAtOnset?: number | null;
            wgSeeing?: number | null;
            wgHearing?: number | null;
            wgWalking?: number | null;
            wgRemembering?: number | null;
            wgSelfCare?: number | null;
            wgCommunication?: number | null;
            wgAssessedOn?: string | null;
            functionalNeeds?: string | null;
            cardNo?: string | null;
            cardIssueDate?: string | null;
            ssaReceiving?: boolean | null;
            ssaSinceFy?: number | null;
            healthInsuranceStatus?: ("none" | "enrolled_free" | "enrolled_paid") | null;
            healthInsuranceNo?: string | null;
            educationStatus?: ("not_enrolled" | "ecd" | "basic" | "secondary" | "home_based" | "special_school" | "resource_class" | "dropped_out" | "completed") | null;
            /** @description The school the person attends: a live school of the palika (issue 18 §3) */
            schoolId?: string | null;
            /** @description The FCHV who identified the person: a live FCHV of the palika */
            registeredByFchvId?: string | null;
            livelihoodStatus?: ("none" | "self_employed" | "wage_employed" | "agriculture" | "student" | "unable") | null;
            shgMember?: boolean | null;
            opdMember?: boolean | null;
            carePlanExists?: boolean | null;
            carePlanDate?: string | null;
            statusDate?: string | null;
            consentDate?: string | null;
            consentBy?: ("self" | "guardian") | null;
        };
        ProfileUpdate: {
            /** @description The version the edit started from */
            version: number;
            /**
             * Format: date
             * @description AD; shown and entered in BS
             */
            registrationDate: string;
            /** @enum {string} */
            registeredByRole: "fchv" | "cbrf" | "ward_staff" | "health_worker" | "teacher" | "palika_staff" | "self";
            /** @description Devanagari */
            nameNe: string;
            /** @enum {string} */
            gender: "male" | "female" | "other";
            /**
             * Format: date
             * @description Date of birth (AD); when only the age is known, an estimate with dobEstimated
             */
            dob: string;
            /** @description Permanent address palika, which issues the card */
            palikaId: number;
            wardNo: number;
            disabilityTypes: ("physical" | "visual" | "hearing" | "deaf_blind" | "voice_speech" | "psychosocial" | "intellectual" | "haemophilia" | "autism" | "multiple")[];
            /** @enum {string} */
            primaryDisabilityType: "physical" | "visual" | "hearing" | "deaf_blind" | "voice_speech" | "psychosocial" | "intellectual" | "haemophilia" | "autism" | "multiple";
            /** @enum {string} */
            cardStatus: "none" | "applied" | "ward_recommended" | "committee_review" | "issued" | "rejected" | "duplicate_issued" | "upgraded";
            /** @enum {string} */
            status: "active" | "migrated_out" | "deceased" | "duplicate" | "inactive";
            consentGiven: boolean;
            identificationSource?: ("door_to_door" | "camp" | "health_facility" | "school" | "self_referral" | "census_list" | "other") | null;
            nameEn?: string | null;
            dobEstimated?: boolean;
            casteEthnicityCode?: ("1" | "2" | "3" | "4" | "5" | "6") | null;
            casteName?: string | null;
            maritalStatus?: ("unmarried" | "married" | "widowed" | "divorced_separated" | "na_minor") | null;
            fatherName?: string | null;
            motherName?: string | null;
            spouseName?: string | null;
            grandparentName?: string | null;
            guardianName?: string | null;
            guardianRelation?: ("father" | "mother" | "spouse" | "sibling" | "child" | "relative" | "ward_chair" | "other") | null;
            guardianPhone?: string | null;
            phone?: string | null;
            citizenshipNo?: string | null;
            citizenshipDistrictId?: number | null;
            citizenshipIssueDate?: string | null;
            nin?: string | null;
            birthRegNo?: string | null;
            tole?: string | null;
            temporaryAddress?: string | null;
            disabilitySubtypes?: ("blind" | "low_vision" | "total_blind" | "deaf" | "hard_of_hearing")[];
            severityClass?: ("A" | "B" | "C" | "D") | null;
            onset?: ("congenital" | "acquired") | null;
            cause?: ("congenital" | "disease" | "accident" | "conflict" | "disaster" | "ageing" | "unknown") | null;
            ageAtOnset?: number | null;
            wgSeeing?: number | null;
            wgHearing?: number | null;
            wgWalking?: number | null;
            wgRemembering?: number | null;
            wgSelfCare?: number | null;
            wgCommunication?: number | null;
            wgAssessedOn?: string | null;
            functionalNeeds?: string | null;
            cardNo?: string | null;
            cardIssueDate?: string | null;
            ssaReceiving?: boolean | null;
            ssaSinceFy?: number | null;
            healthInsuranceStatus?: ("none" | "enrolled_free" | "enrolled_paid") | null;
            healthInsuranceNo?: string | null;
            educationStatus?: ("not_enrolled" | "ecd" | "basic" | "secondary" | "home_based" | "special_school" | "resource_class" | "dropped_out" | "completed") | null;
            /** @description The school the person attends: a live school of the palika (issue 18 §3) */
            schoolId?: string | null;
            /** @description The FCHV who identified the person: a live FCHV of the palika */
            registeredByFchvId?: string | null;
            livelihoodStatus?: ("none" | "self_employed" | "wage_employed" | "agriculture" | "student" | "unable") | null;
            shgMember?: boolean | null;
            opdMember?: boolean | null;
            carePlanExists?: boolean | null;
            carePlanDate?: string | null;
            statusDate?: string | null;
            consentDate?: string | null;
            consentBy?: ("self" | "guardian") | null;
        };
        Profile: {
            /** Format: uuid */
            _id: string;
            registrationNo: string;
            fiscalYear: number;
            /**
             * Format: date
             * @description AD; shown and entered in BS
             */
            registrationDate: string;
            /** @enum {string} */
            registeredByRole: "fchv" | "cbrf" | "ward_staff" | "health_worker" | "teacher" | "palika_staff" | "self";
            /** @description Devanagari */
            nameNe: string;
            /** @enum {string} */
            gender: "male" | "female" | "other";
            /**
             * Format: date
             * @description Date of birth (AD); when only the age is known, an estimate with dobEstimated
             */
            dob: string;
            /** @description Permanent address palika, which issues the card */
            palikaId: number;
            wardNo: number;
            disabilityTypes: ("physical" | "visual" | "hearing" | "deaf_blind" | "voice_speech" | "psychosocial" | "intellectual" | "haemophilia" | "autism" | "multiple")[];
            /** @enum {string} */
            primaryDisabilityType: "physical" | "visual" | "hearing" | "deaf_blind" | "voice_speech" | "psychosocial" | "intellectual" | "haemophilia" | "autism" | "multiple";
            /** @enum {string} */
            cardStatus: "none" | "applied" | "ward_recommended" | "committee_review" | "issued" | "rejected" | "duplicate_issued" | "upgraded";
            /** @enum {string} */
            status: "active" | "migrated_out" | "deceased" | "duplicate" | "inactive";
            consentGiven: boolean;
            identificationSource: ("door_to_door" | "camp" | "health_facility" | "school" | "self_referral" | "census_list" | "other") | null;
            nameEn: string | null;
            dobEstimated: boolean;
            casteEthnicityCode: ("1" | "2" | "3" | "4" | "5" | "6") | null;
            casteName: string | null;
            maritalStatus: ("unmarried" | "married" | "widowed" | "divorced_separated" | "na_minor") | null;
            fatherName: string | null;
            motherName: string | null;
            spouseName: string | null;
            grandparentName: string | null;
            guardianName: string | null;
            guardianRelation: ("father" | "mother" | "spouse" | "sibling" | "child" | "relative" | "ward_chair" | "other") | null;
            guardianPhone: string | null;
            phone: string | null;
            citizenshipNo: string | null;
            citizenshipDistrictId: number | null;
            citizenshipIssueDate: string | null;
            nin: string | null;
            birthRegNo: string | null;
            tole: string | null;
            temporaryAddress: string | null;
            disabilitySubtypes: ("blind" | "low_vision" | "total_blind" | "deaf" | "hard_of_hearing")[];
            severityClass: ("A" | "B" | "C" | "D") | null;
            onset: ("congenital" | "acquired") | null;
            cause: ("congenital" | "disease" | "accident" | "conflict" | "disaster" | "ageing" | "unknown") | null;
            ageAtOnset: number | null;
            wgSeeing: number | null;
            wgHearing: number | null;
            wgWalking: number | null;
            wgRemembering: number | null;
            wgSelfCare: number | null;
            wgCommunication: number | null;
            wgAssessedOn: string | null;
            functionalNeeds: string | null;
            cardNo: string | null;
            cardIssueDate: string | null;
            ssaReceiving: boolean | null;
            ssaSinceFy: number | null;
            healthInsuranceStatus: ("none" | "enrolled_free" | "enrolled_paid") | null;
            healthInsuranceNo: string | null;
            educationStatus: ("not_enrolled" | "ecd" | "basic" | "secondary" | "home_based" | "special_school" | "resource_class" | "dropped_out" | "completed") | null;
            /** @description The school the person attends: a live school of the palika (issue 18 §3) */
            schoolId: string | null;
            /** @description The FCHV who identified the person: a live FCHV of the palika */
            registeredByFchvId: string | null;
            livelihoodStatus: ("none" | "self_employed" | "wage_employed" | "agriculture" | "student" | "unable") | null;
            shgMember: boolean | null;
            opdMember: boolean | null;
            carePlanExists: boolean | null;
            carePlanDate: string | null;
            statusDate: string | null;
            consentDate: string | null;
            consentBy: ("self" | "guardian") | null;
            age: number;
            cardColour: ("red" | "blue" | "yellow" | "white") | null;
            wgDisability: boolean | null;
            places: {
                palika: components["schemas"]["Place"];
                district: components["schemas"]["Place"];
                province: components["schemas"]["Place"];
            };
            school: {
                /** Format: uuid */
                _id: string;
                nameNe: string;
                nameEn: string | null;
            } | null;
            registeredByFchv: {
                /** Format: uuid */
                _id: string;
                nameNe: string;
            } | null;
            /** @description In an open candidate pair of the national duplicate check with another live person; the other is never named */
            duplicateCandidate: boolean;
            version: number;
            /** Format: date-time */
            createdAt: string;
            createdBy: string | null;
            /** Format: date-time */
            updatedAt: string;
            updatedBy: string | null;
            deletedAt: string | null;
            deleteReason: string | null;
            periodLock?: components["schemas"]["RowLock"];
        };
        ProfileSummary: {
            /** Format: uuid */
            _id: string;
            registrationNo: string;
            nameNe: string;
            nameEn: string | null;
            /** @enum {string} */
            gender: "male" | "female" | "other";
            age: number;
            palika: components["schemas"]["Place"];
            wardNo: number;
            /** @enum {string} */
            primaryDisabilityType: "physical" | "visual" | "hearing" | "deaf_blind" | "voice_speech" | "psychosocial" | "intellectual" | "haemophilia" | "autism" | "multiple";
            severityClass: ("A" | "B" | "C" | "D") | null;
            /** @enum {string} */
            cardStatus: "none" | "applied" | "ward_recommended" | "committee_review" | "issued" | "rejected" | "duplicate_issued" | "upgraded";
            cardNo: string | null;
            /** @enum {string} */
            status: "active" | "migrated_out" | "deceased" | "duplicate" | "inactive";
            /** Format: date */
            registrationDate: string;
            deletedAt: string | null;
            /** @description In an open candidate pair of the national duplicate check with another live person; the other is never named */
            duplicateCandidate: boolean;
            periodLock?: components["schemas"]["RowLock"];
        };
        ProfilePage: {
            items: components["schemas"]["ProfileSummary"][];
            total: number;
            /** @description false when more rows match than the list counts (total is then the cap) */
            totalExact: boolean;
            page: number;
            pageSize: number;
        };
        ProfileExportChunk: {
            items: components["schemas"]["Profile"][];
            total: number | null;
            next: string | null;
        };
        DuplicateCheck: {
            /** Format: uuid */
            excludeId?: string;
            nameNe?: string;
            nameEn?: string | null;
            dob?: string | null;
            fatherName?: string | null;
            motherName?: string | null;
            palikaId?: number | null;
            wardNo?: number | null;
            citizenshipNo?: string | null;
            citizenshipDistrictId?: number | null;
            nin?: string | null;
            cardNo?: string | null;
        };
        DuplicateMatch: {
            profile: components["schemas"]["ProfileSummary"];
            reasons: ("citizenship" | "nin" | "card" | "nameDobParentWard")[];
        };
        DuplicateList: {
            items: components["schemas"]["DuplicateMatch"][];
        };
        DeleteRequest: {
            reason: string;
            version: number;
        };
        ServiceCategoryInput: {
            code: string;
            parentId: number | null;
            nameEn: string;
            nameNe: string;
            /** @enum {string} */
            defaultUnit: "session" | "item" | "visit" | "day" | "person" | "npr";
            isIndividual: boolean;
            isGroup: boolean;
            /** @enum {string} */
            recordKind: "standard" | "assistive_device" | "referral";
            requiresCard: boolean;
            eligibleSeverity: ("A" | "B" | "C" | "D")[];
            eligibleTypes: ("physical" | "visual" | "hearing" | "deaf_blind" | "voice_speech" | "psychosocial" | "intellectual" | "haemophilia" | "autism" | "multiple")[];
            sortOrder: number;
            activeFromFy: number;
            activeToFy: number | null;
            attributeIds: number[];
        };
        ServiceCategoryUpdate: {
            code: string;
            parentId: number | null;
            nameEn: string;
            nameNe: string;
            /** @enum {string} */
            defaultUnit: "session" | "item" | "visit" | "day" | "person" | "npr";
            isIndividual: boolean;
            isGroup: boolean;
            /** @enum {string} */
            recordKind: "standard" | "assistive_device" | "referral";
            requiresCard: boolean;
            eligibleSeverity: ("A" | "B" | "C" | "D")[];
            eligibleTypes: ("physical" | "visual" | "hearing" | "deaf_blind" | "voice_speech" | "psychosocial" | "intellectual" | "haemophilia" | "autism" | "multiple")[];
            sortOrder: number;
            activeFromFy: number;
            activeToFy: number | null;
            attributeIds: number[];
            version: number;
        };
        ServiceCategory: {
            id: number;
            code: string;
            parentId: number | null;
            nameEn: string;
            nameNe: string;
            /** @enum {string} */
            defaultUnit: "session" | "item" | "visit" | "day" | "person" | "npr";
            isIndividual: boolean;
            isGroup: boolean;
            /** @enum {string} */
            recordKind: "standard" | "assistive_device" | "referral";
            requiresCard: boolean;
            eligibleSeverity: ("A" | "B" | "C" | "D")[];
            eligibleTypes: ("physical" | "visual" | "hearing" | "deaf_blind" | "voice_speech" | "psychosocial" | "intellectual" | "haemophilia" | "autism" | "multiple")[];
            sortOrder: number;
            activeFromFy: number;
            activeToFy: number | null;
            attributeIds: number[];
            level: number;
            isLeaf: boolean;
            /** @description Service records use this category: it is closed, never deleted */
            inUse: boolean;
            version: number;
        };
        CloseCategory: {
            fromFiscalYear: number;
            version: number;
        };
        AttributeInput: {
            code: string;
            labelEn: string;
            labelNe: string;
            /** @enum {string} */
            dataType: "integer" | "decimal" | "text" | "boolean" | "date" | "single_choice" | "multi_choice" | "money" | "percent" | "long_text" | "org_ref" | "disaggregated_count";
            options: {
                code: string;
                labelEn: string;
                labelNe: string;
            }[];
            min: number | null;
            max: number | null;
            maxLength: number | null;
            required: boolean;
            helpEn: string | null;
            helpNe: string | null;
            unit: ("session" | "item" | "visit" | "day" | "person" | "npr") | null;
            /**
             * @description How many records roll up into one figure
             * @enum {string}
             */
            aggregation: "sum" | "avg" | "max" | "last" | "count";
            disaggregation: {
                sex: boolean;
                ageBands: string[];
            } | null;
            refKind: "ward" | null;
            appliesTo: ("service_record" | "palika_activity")[];
            activeFromFy: number;
            activeToFy: number | null;
            sortOrder: number;
        };
        AttributeUpdate: {
            code: string;
            labelEn: string;
            labelNe: string;
            /** @enum {string} */
            dataType: "integer" | "decimal" | "text" | "boolean" | "date" | "single_choice" | "multi_choice" | "money" | "percent" | "long_text" | "org_ref" | "disaggregated_count";
            options: {
                code: string;
                labelEn: string;
                labelNe: string;
            }[];
            min: number | null;
            max: number | null;
            maxLength: number | null;
            required: boolean;
            helpEn: string | null;
            helpNe: string | null;
            unit: ("session" | "item" | "visit" | "day" | "person" | "npr") | null;
            /**
             * @description How many records roll up into one figure
             * @enum {string}
             */
            aggregation: "sum" | "avg" | "max" | "last" | "count";
            disaggregation: {
                sex: boolean;
                ageBands: string[];
            } | null;
            refKind: "ward" | null;
            appliesTo: ("service_record" | "palika_activity")[];
            activeFromFy: number;
            activeToFy: number | null;
            sortOrder: number;
            version: number;
        };
        AttributeDefinition: {
            id: number;
            code: string;
            labelEn: string;
            labelNe: string;
            /** @enum {string} */
            dataType: "integer" | "decimal" | "text" | "boolean" | "date" | "single_choice" | "multi_choice" | "money" | "percent" | "long_text" | "org_ref" | "disaggregated_count";
            options: {
                code: string;
                labelEn: string;
                labelNe: string;
            }[];
            min: number | null;
            max: number | null;
            maxLength: number | null;
            required: boolean;
            helpEn: string | null;
            helpNe: string | null;
            unit: ("session" | "item" | "visit" | "day" | "person" | "npr") | null;
            /**
             * @description How many records roll up into one figure
             * @enum {string}
             */
            aggregation: "sum" | "avg" | "max" | "last" | "count";
            disaggregation: {
                sex: boolean;
                ageBands: string[];
            } | null;
            refKind: "ward" | null;
            appliesTo: ("service_record" | "palika_activity")[];
            activeFromFy: number;
            activeToFy: number | null;
            sortOrder: number;
            /** @description Records hold values of it: it is closed, never deleted */
            inUse: boolean;
            version: number;
        };
        ActivityTemplateInput: {
            programme: string;
            parentId: number | null;
            code: string;
            nameEn: string;
            nameNe: string;
            /** @enum {string} */
            unit: "session" | "item" | "visit" | "day" | "person" | "npr";
            serviceCategoryId: number | null;
            sortOrder: number;
            activeFromFy: number;
            activeToFy: number | null;
            attributeIds: number[];
        };
        ActivityTemplateUpdate: {
            programme: string;
            parentId: number | null;
            code: string;
            nameEn: string;
            nameNe: string;
            /** @enum {string} */
            unit: "session" | "item" | "visit" | "day" | "person" | "npr";
            serviceCategoryId: number | null;
            sortOrder: number;
            activeFromFy: number;
            activeToFy: number | null;
            attributeIds: number[];
            version: number;
        };
        ActivityTemplate: {
            id: number;
            programme: string;
            parentId: number | null;
            code: string;
            nameEn: string;
            nameNe: string;
            /** @enum {string} */
            unit: "session" | "item" | "visit" | "day" | "person" | "npr";
            serviceCategoryId: number | null;
            sortOrder: number;
            activeFromFy: number;
            activeToFy: number | null;
            attributeIds: number[];
            level: number;
            /** @description Live palika activities adopted from it */
            adoptions: number;
            version: number;
        };
        ServiceCatalogue: {
            categories: components["schemas"]["ServiceCategory"][];
            attributes: components["schemas"]["AttributeDefinition"][];
            templates: components["schemas"]["ActivityTemplate"][];
        };
        ServiceRecordCreate: {
            /**
             * Format: uuid
             * @description Made by the client: a retried save returns the first record
             */
            _id: string;
            pwdId?: string | null;
            isGroup: boolean;
            participantsMale?: number | null;
            participantsFemale?: number | null;
            participantsOther?: number | null;
            participantsPwd?: number | null;
            categoryId: number;
            /** Format: date */
            serviceDate: string;
            palikaId: number;
            wardNo: number;
            /** @enum {string} */
            providerType: "palika" | "ward" | "health_facility" | "school" | "fchv" | "cbrf" | "opd_ngo" | "hospital_rehab_centre" | "other";
            providerName?: string | null;
            /** @description The ward, school, health facility or FCHV of the palika that gave it, when providerType is one of those kinds (issue 18 §3) */
            providerId?: string | null;
            quantity: number;
            /** @enum {string} */
            unit: "session" | "item" | "visit" | "day" | "person" | "npr";
            costNpr?: number | null;
            fundingSource?: ("palika" | "province" | "federal" | "partner" | "cost_share" | "self") | null;
            assistiveDeviceType?: ("wheelchair" | "cp_chair" | "tricycle" | "crutches" | "walker" | "white_cane" | "hearing_aid" | "braille_slate_stylus" | "magnifier" | "prosthesis" | "orthosis_caliper" | "commode_chair" | "air_mattress_cushion" | "diaper" | "screen_reader" | "other") | null;
            deviceSerial?: string | null;
            referralFacility?: string | null;
            referralReason?: string | null;
            referralStatus?: ("referred" | "reached" | "service_received" | "not_reached") | null;
            referralOutcomeDate?: string | null;
            /** @description Values of the category's attributes, keyed by attribute code */
            attributes?: {
                [key: string]: unknown;
            };
            followUpDate?: string | null;
            notes?: string | null;
        };
        ServiceRecordUpdate: {
            version: number;
            pwdId?: string | null;
            isGroup: boolean;
            participantsMale?: number | null;
            participantsFemale?: number | null;
            participantsOther?: number | null;
            participantsPwd?: number | null;
            categoryId: number;
            /** Format: date */
            serviceDate: string;
            palikaId: number;
            wardNo: number;
            /** @enum {string} */
            providerType: "palika" | "ward" | "health_facility" | "school" | "fchv" | "cbrf" | "opd_ngo" | "hospital_rehab_centre" | "other";
            providerName?: string | null;
            /** @description The ward, school, health facility or FCHV of the palika that gave it, when providerType is one of those kinds (issue 18 §3) */
            providerId?: string | null;
            quantity: number;
            /** @enum {string} */
            unit: "session" | "item" | "visit" | "day" | "person" | "npr";
            costNpr?: number | null;
            fundingSource?: ("palika" | "province" | "federal" | "partner" | "cost_share" | "self") | null;
            assistiveDeviceType?: ("wheelchair" | "cp_chair" | "tricycle" | "crutches" | "walker" | "white_cane" | "hearing_aid" | "braille_slate_stylus" | "magnifier" | "prosthesis" | "orthosis_caliper" | "commode_chair" | "air_mattress_cushion" | "diaper" | "screen_reader" | "other") | null;
            deviceSerial?: string | null;
            referralFacility?: string | null;
            referralReason?: string | null;
            referralStatus?: ("referred" | "reached" | "service_received" | "not_reached") | null;
            referralOutcomeDate?: string | null;
            /** @description Values of the category's attributes, keyed by attribute code */
            attributes?: {
                [key: string]: unknown;
            };
            followUpDate?: string | null;
            notes?: string | null;
        };
        ServiceRecord: {
            /** Format: uuid */
            _id: string;
            pwdId: string | null;
            isGroup: boolean;
            participantsMale: number | null;
            participantsFemale: number | null;
            participantsOther: number | null;
            participantsPwd: number | null;
            categoryId: number;
            /** Format: date */
            serviceDate: string;
            palikaId: number;
            wardNo: number;
            /** @enum {string} */
            providerType: "palika" | "ward" | "health_facility" | "school" | "fchv" | "cbrf" | "opd_ngo" | "hospital_rehab_centre" | "other";
            providerName: string | null;
            /** @description The ward, school, health facility or FCHV of the palika that gave it, when providerType is one of those kinds (issue 18 §3) */
            providerId: string | null;
            quantity: number;
            /** @enum {string} */
            unit: "session" | "item" | "visit" | "day" | "person" | "npr";
            costNpr: number | null;
            fundingSource: ("palika" | "province" | "federal" | "partner" | "cost_share" | "self") | null;
            assistiveDeviceType: ("wheelchair" | "cp_chair" | "tricycle" | "crutches" | "walker" | "white_cane" | "hearing_aid" | "braille_slate_stylus" | "magnifier" | "prosthesis" | "orthosis_caliper" | "commode_chair" | "air_mattress_cushion" | "diaper" | "screen_reader" | "other") | null;
            deviceSerial: string | null;
            referralFacility: string | null;
            referralReason: string | null;
            referralStatus: ("referred" | "reached" | "service_received" | "not_reached") | null;
            referralOutcomeDate: string | null;
            /** @description Values of the category's attributes, keyed by attribute code */
            attributes: {
                [key: string]: unknown;
            };
            followUpDate: string | null;
            notes: string | null;
            fiscalYear: number;
            trimester: number;
            provider: components["schemas"]["LinkedRecord"] | null;
            category: {
                id: number;
                code: string;
                nameEn: string;
                nameNe: string;
                pathEn: string;
                pathNe: string;
            };
            person: {
                /** Format: uuid */
                _id: string;
                registrationNo: string;
                nameNe: string;
                nameEn: string | null;
                /** @enum {string} */
                gender: "male" | "female" | "other";
            } | null;
            palika: components["schemas"]["Place"];
            version: number;
            /** Format: date-time */
            createdAt: string;
            createdBy: string | null;
            /** Format: date-time */
            updatedAt: string;
            updatedBy: string | null;
            deletedAt: string | null;
            deleteReason: string | null;
            periodLock?: components["schemas"]["RowLock"];
        };
        ServiceTotals: {
            records: number;
            /** @description Distinct persons served (individual records) */
            persons: number;
            quantity: number;
            costNpr: number;
            /** @description Participants of group services */
            participants: number;
        };
        ServiceRecordPage: {
            items: components["schemas"]["ServiceRecord"][];
            total: number;
            /** @description false when more rows match than the list counts (total is then the cap) */
            totalExact: boolean;
            page: number;
            pageSize: number;
            /** @description Totals of the filtered set; null when more records match than the list counts (the dashboards total any set) */
            totals: components["schemas"]["ServiceTotals"] | null;
        };
        ServiceRecordExportChunk: {
            items: components["schemas"]["ServiceRecord"][];
            total: number | null;
            next: string | null;
        };
        DashboardFigure: {
            value: number;
            previous: number;
        };
        DashboardSummary: {
            period: {
                fiscalYear: number;
                trimester: number | null;
            };
            previousPeriod: {
                fiscalYear: number;
                trimester: number | null;
            };
            registered: components["schemas"]["DashboardFigure"];
            registrations: components["schemas"]["DashboardFigure"];
            active: components["schemas"]["DashboardFigure"];
            withCard: components["schemas"]["DashboardFigure"];
            cardColours: {
                red: number;
                blue: number;
                yellow: number;
                white: number;
            };
            personsServed: components["schemas"]["DashboardFigure"];
            services: components["schemas"]["DashboardFigure"];
            palikasReporting: {
                value: number;
                previous: number;
                of: number;
            };
        };
        DashboardProgramme: {
            period: {
                fiscalYear: number;
                trimester: number | null;
            };
            previousPeriod: {
                fiscalYear: number;
                trimester: number | null;
            };
            activitiesPlanned: components["schemas"]["DashboardFigure"];
            activitiesCompleted: components["schemas"]["DashboardFigure"];
            budget: components["schemas"]["DashboardFigure"];
            plannedOutput: components["schemas"]["DashboardFigure"];
            achievedOutput: components["schemas"]["DashboardFigure"];
            expenditure: components["schemas"]["DashboardFigure"];
            activityParticipants: components["schemas"]["DashboardFigure"];
        };
        DashboardBreakdown: {
            /** @enum {string} */
            measure: "registered" | "registrations" | "active" | "withCard" | "services" | "cost" | "groupServices" | "participants" | "personsServed" | "activitiesPlanned" | "activitiesCompleted" | "budget" | "plannedOutput" | "achievedOutput" | "expenditure" | "activityParticipants";
            /** @enum {string} */
            by: "disabilityType" | "severityClass" | "gender" | "ageBand" | "cardColour" | "status" | "month" | "period" | "fiscalYear" | "component" | "element" | "category" | "provider" | "funding" | "device" | "referral";
            period: {
                fiscalYear: number;
                trimester: number | null;
            };
            split: "component" | null;
            rows: {
                key: string;
                series?: string;
                value: number;
            }[];
            /** @description The measure without the breakdown: a person with two disability types counts under each type but once here */
            total: number;
        };
        DashboardPlaces: {
            period: {
                fiscalYear: number;
                trimester: number | null;
            };
            /** @enum {string} */
            level: "province" | "district" | "palika" | "ward";
            rows: {
                id: number;
                nameEn: string;
                nameNe: string;
                place: {
                    provinceId: number;
                    districtId?: number;
                    palikaId?: number;
                    wardId?: number;
                };
                registered: number;
                active: number;
                personsServed: number;
                services: number;
                cost: number;
            }[];
        };
        DashboardResources: {
            /** @enum {string} */
            level: "province" | "district" | "palika" | "ward";
            rows: {
                id: number;
                nameEn: string;
                nameNe: string;
                place: {
                    provinceId: number;
                    districtId?: number;
                    palikaId?: number;
                    wardId?: number;
                };
                profileId: string | null;
                wards: number;
                /** @description Active FCHVs */
                fchvs: number;
                schools: number;
                schoolsWithResourceClass: number;
                /** @description Health facilities */
                facilities: number;
                /** @description Health facilities offering rehabilitation */
                facilitiesOfferingRehab: number;
                censusCount: number | null;
                /** @description Live persons registered to date in those same places: the coverage numerator */
                registeredWhereCensus: number;
                /** @description Palikas (wards, below a palika) whose census count is known */
                censusKnown: number;
                /** @description Palikas (wards, below a palika) in all */
                censusPlaces: number;
            }[];
            total: {
                wards: number;
                /** @description Active FCHVs */
                fchvs: number;
                schools: number;
                schoolsWithResourceClass: number;
                /** @description Health facilities */
                facilities: number;
                /** @description Health facilities offering rehabilitation */
                facilitiesOfferingRehab: number;
                censusCount: number | null;
                /** @description Live persons registered to date in those same places: the coverage numerator */
                registeredWhereCensus: number;
                /** @description Palikas (wards, below a palika) whose census count is known */
                censusKnown: number;
                /** @description Palikas (wards, below a palika) in all */
                censusPlaces: number;
            };
        };
        AchievementFigure: {
            /** @description The measure and its narrowing: measure|categoryId|templateId|attributeId */
            key: string;
            /** @description From the start of the year to the end of the period */
            achieved: number;
            target: number | null;
            proRated: number | null;
            percent: number | null;
            percentToDate: number | null;
            /** @enum {string} */
            band: "onTrack" | "atRisk" | "behind" | "none";
            source: ("own" | "palikas" | "plan") | null;
            targetId: string | null;
            /** @description Palikas whose targets a sum adds */
            palikasWithTarget: number;
        };
        AchievementMeasure: {
            key: string;
            /** @enum {string} */
            measure: "services" | "personsServed" | "serviceQuantity" | "registrations" | "cardsIssued" | "activityOutput" | "attributeSum";
            categoryId: number | null;
            templateId: number | null;
            attributeId: number | null;
            nameEn: string | null;
            nameNe: string | null;
            figure: components["schemas"]["AchievementFigure"];
            /** @description The trend: each four-month period’s own achievement against its part */
            periods: {
                period: number;
                target: number | null;
                achieved: number;
            }[];
        };
        DashboardAchievement: {
            period: {
                fiscalYear: number;
                /** @description Achievement counts to the end of this period */
                trimester: number;
            };
            /** @enum {string} */
            level: "province" | "district" | "palika" | "ward";
            measures: components["schemas"]["AchievementMeasure"][];
            chosen: string | null;
            /** @description The places one level down with the chosen measure’s figure (none below a palika) */
            places: {
                id: number;
                nameEn: string;
                nameNe: string;
                place: {
                    provinceId: number;
                    districtId?: number;
                    palikaId?: number;
                    wardId?: number;
                };
                figures: components["schemas"]["AchievementFigure"][];
            }[];
            /** @description The batches of palikas inside the place, side by side */
            batches: {
                /** Format: uuid */
                id: string;
                code: string;
                nameEn: string;
                nameNe: string;
                entryFiscalYear: number;
                /** @description The batch’s year in the programme in the chosen fiscal year */
                programmeYear: number;
                palikas: number;
                /** @description The chosen measure’s figure */
                figures: components["schemas"]["AchievementFigure"][];
            }[];
        };
        BatchCreate: {
            /**
             * Format: uuid
             * @description Made by the client: a retried save returns the first batch
             */
            _id: string;
            /** @description Unique, e.g. KOSHI-DPRP-B2 */
            code: string;
            nameEn: string;
            nameNe: string;
            /** @enum {string} */
            batchType: "palika_cohort" | "training_cohort";
            programmeName: string;
            provinceId: number;
            selectingAuthority?: string | null;
            callForProposalDate?: string | null;
            entryFiscalYear: number;
            /** Format: date */
            startDate: string;
            /** Format: date */
            plannedEndDate: string;
            actualEndDate?: string | null;
            phaseSchedule?: {
                /** @enum {string} */
                phase: "preparation" | "cofinanced_y1" | "cofinanced_y2" | "technical_support" | "independent";
                months?: number;
            }[];
            costShare?: {
                province?: number;
                palika?: number;
                partner?: number;
            };
            /** @enum {string} */
            status: "planned" | "active" | "completed" | "cancelled";
            description?: string | null;
            members: {
                palikaId: number;
                /** Format: date */
                joinedOn: string;
                exitedOn?: string | null;
                agreementNo?: string | null;
                agreementDate?: string | null;
                /** @enum {string} */
                status: "active" | "withdrawn" | "graduated";
            }[];
        };
        BatchUpdate: {
            version: number;
            /** @description Unique, e.g. KOSHI-DPRP-B2 */
            code: string;
            nameEn: string;
            nameNe: string;
            /** @enum {string} */
            batchType: "palika_cohort" | "training_cohort";
            programmeName: string;
            provinceId: number;
            selectingAuthority?: string | null;
            callForProposalDate?: string | null;
            entryFiscalYear: number;
            /** Format: date */
            startDate: string;
            /** Format: date */
            plannedEndDate: string;
            actualEndDate?: string | null;
            phaseSchedule?: {
                /** @enum {string} */
                phase: "preparation" | "cofinanced_y1" | "cofinanced_y2" | "technical_support" | "independent";
                months?: number;
            }[];
            costShare?: {
                province?: number;
                palika?: number;
                partner?: number;
            };
            /** @enum {string} */
            status: "planned" | "active" | "completed" | "cancelled";
            description?: string | null;
            members: {
                palikaId: number;
                /** Format: date */
                joinedOn: string;
                exitedOn?: string | null;
                agreementNo?: string | null;
                agreementDate?: string | null;
                /** @enum {string} */
                status: "active" | "withdrawn" | "graduated";
            }[];
        };
        BatchMember: {
            palikaId: number;
            /** Format: date */
            joinedOn: string;
            exitedOn: string | null;
            agreementNo: string | null;
            agreementDate: string | null;
            /** @enum {string} */
            status: "active" | "withdrawn" | "graduated";
            palika: components["schemas"]["Place"];
            district: components["schemas"]["Place"];
            /** @enum {string} */
            phase: "preparation" | "cofinanced_y1" | "cofinanced_y2" | "technical_support" | "independent" | "not_started" | "exited";
        };
        Batch: {
            /** Format: uuid */
            _id: string;
            /** @description Unique, e.g. KOSHI-DPRP-B2 */
            code: string;
            nameEn: string;
            nameNe: string;
            /** @enum {string} */
            batchType: "palika_cohort" | "training_cohort";
            programmeName: string;
            provinceId: number;
            selectingAuthority: string | null;
            callForProposalDate: string | null;
            entryFiscalYear: number;
            /** Format: date */
            startDate: string;
            /** Format: date */
            plannedEndDate: string;
            actualEndDate: string | null;
            phaseSchedule: {
                /** @enum {string} */
                phase: "preparation" | "cofinanced_y1" | "cofinanced_y2" | "technical_support" | "independent";
                months?: number;
            }[];
            costShare: {
                province?: number;
                palika?: number;
                partner?: number;
            };
            /** @enum {string} */
            status: "planned" | "active" | "completed" | "cancelled";
            description: string | null;
            members: components["schemas"]["BatchMember"][];
            province: components["schemas"]["Place"];
            /** @description Members still in the batch (status active) */
            memberCount: number;
            version: number;
            /** Format: date-time */
            createdAt: string;
            createdBy: string | null;
            /** Format: date-time */
            updatedAt: string;
            updatedBy: string | null;
            deletedAt: string | null;
            deleteReason: string | null;
        };
        BatchPage: {
            items: components["schemas"]["Batch"][];
            total: number;
            /** @description false when more rows match than the list counts (total is then the cap) */
            totalExact: boolean;
            page: number;
            pageSize: number;
        };
        BatchExportChunk: {
            items: components["schemas"]["Batch"][];
            total: number | null;
            next: string | null;
        };
        ActivityCreate: {
            /**
             * Format: uuid
             * @description Made by the client: a retried save returns the first activity
             */
            _id: string;
            palikaId: number;
            fiscalYear: number;
            parentId?: string | null;
            levelReason?: string | null;
            sortOrder?: number;
            code: string;
            nameNe: string;
            nameEn?: string | null;
            serviceCategoryId?: number | null;
            responsibleRole?: ("cbrf" | "fchv" | "health_facility" | "school" | "ward" | "palika_section" | "opd") | null;
            venueType?: ("palika" | "ward" | "school" | "health_facility" | "fchv" | "other") | null;
            /** @description The ward, school, health facility or FCHV of the palika where it takes place, when venueType is one of those kinds */
            venueId?: string | null;
            venueName?: string | null;
            plannedStart?: string | null;
            plannedEnd?: string | null;
            actualStart?: string | null;
            actualEnd?: string | null;
            /** @enum {string} */
            unit: "session" | "item" | "visit" | "day" | "person" | "npr";
            budgetNpr?: number | null;
            budgetHead?: string | null;
            fundingSource?: ("palika" | "province" | "federal" | "partner" | "cost_share" | "self") | null;
            plannedOutputT1?: number | null;
            plannedOutputT2?: number | null;
            plannedOutputT3?: number | null;
            /** @enum {string} */
            status: "planned" | "ongoing" | "completed" | "postponed" | "cancelled";
            progressNote?: string | null;
            templateId?: number | null;
            /** @description The attributes recorded with what it achieved */
            attributeIds?: number[];
        };
        ActivityUpdate: {
            version: number;
            palikaId: number;
            fiscalYear: number;
            parentId?: string | null;
            levelReason?: string | null;
            sortOrder?: number;
            code: string;
            nameNe: string;
            nameEn?: string | null;
            serviceCategoryId?: number | null;
            responsibleRole?: ("cbrf" | "fchv" | "health_facility" | "school" | "ward" | "palika_section" | "opd") | null;
            venueType?: ("palika" | "ward" | "school" | "health_facility" | "fchv" | "other") | null;
            /** @description The ward, school, health facility or FCHV of the palika where it takes place, when venueType is one of those kinds */
            venueId?: string | null;
            venueName?: string | null;
            plannedStart?: string | null;
            plannedEnd?: string | null;
            actualStart?: string | null;
            actualEnd?: string | null;
            /** @enum {string} */
            unit: "session" | "item" | "visit" | "day" | "person" | "npr";
            budgetNpr?: number | null;
            budgetHead?: string | null;
            fundingSource?: ("palika" | "province" | "federal" | "partner" | "cost_share" | "self") | null;
            plannedOutputT1?: number | null;
            plannedOutputT2?: number | null;
            plannedOutputT3?: number | null;
            /** @enum {string} */
            status: "planned" | "ongoing" | "completed" | "postponed" | "cancelled";
            progressNote?: string | null;
            templateId?: number | null;
            /** @description The attributes recorded with what it achieved */
            attributeIds?: number[];
        };
        Activity: {
            /** Format: uuid */
            _id: string;
            palikaId: number;
            fiscalYear: number;
            parentId: string | null;
            levelReason: string | null;
            sortOrder: number;
            code: string;
            nameNe: string;
            nameEn: string | null;
            serviceCategoryId: number | null;
            responsibleRole: ("cbrf" | "fchv" | "health_facility" | "school" | "ward" | "palika_section" | "opd") | null;
            venueType: ("palika" | "ward" | "school" | "health_facility" | "fchv" | "other") | null;
            /** @description The ward, school, health facility or FCHV of the palika where it takes place, when venueType is one of those kinds */
            venueId: string | null;
            venueName: string | null;
            plannedStart: string | null;
            plannedEnd: string | null;
            actualStart: string | null;
            actualEnd: string | null;
            /** @enum {string} */
            unit: "session" | "item" | "visit" | "day" | "person" | "npr";
            budgetNpr: number | null;
            budgetHead: string | null;
            fundingSource: ("palika" | "province" | "federal" | "partner" | "cost_share" | "self") | null;
            plannedOutputT1: number | null;
            plannedOutputT2: number | null;
            plannedOutputT3: number | null;
            /** @enum {string} */
            status: "planned" | "ongoing" | "completed" | "postponed" | "cancelled";
            progressNote: string | null;
            templateId: number | null;
            /** @description The attributes recorded with what it achieved */
            attributeIds: number[];
            level: number;
            batchId: string | null;
            childBudget: number | null;
            /** @description Its sub-activities cost more than it (a warning) */
            overBudget: boolean;
            category: {
                id: number;
                nameEn: string;
                nameNe: string;
            } | null;
            venue: components["schemas"]["LinkedRecord"] | null;
            palika: components["schemas"]["Place"];
            version: number;
            /** Format: date-time */
            createdAt: string;
            createdBy: string | null;
            /** Format: date-time */
            updatedAt: string;
            updatedBy: string | null;
            deletedAt: string | null;
            deleteReason: string | null;
            periodLock?: components["schemas"]["RowLock"];
        };
        ActivityPage: {
            items: components["schemas"]["Activity"][];
            total: number;
            /** @description false when more rows match than the list counts (total is then the cap) */
            totalExact: boolean;
            page: number;
            pageSize: number;
        };
        ActivityExportChunk: {
            items: components["schemas"]["Activity"][];
            total: number | null;
            next: string | null;
        };
        ActivityYearCopy: {
            palikaId: number;
            fromFiscalYear: number;
            toFiscalYear: number;
        };
        ActivityYearCopied: {
            /** @description Activities made in the new year */
            copied: number;
        };
        ActivityValueCreate: {
            /**
             * Format: uuid
             * @description Made by the client: a retried save returns the first value
             */
            _id: string;
            /** @description The palika of the activity */
            palikaId: number;
            /** Format: uuid */
            activityId: string;
            /**
             * Format: date
             * @description When it happened; sets the period
             */
            recordDate: string;
            achievedOutput?: number | null;
            expenditureNpr?: number | null;
            participantsMale?: number | null;
            participantsFemale?: number | null;
            participantsOther?: number | null;
            wardNo?: number | null;
            /** @description Values of the activity's attributes, keyed by attribute code */
            attributes?: {
                [key: string]: unknown;
            };
            notes?: string | null;
        };
        ActivityValueUpdate: {
            version: number;
            /** @description The palika of the activity */
            palikaId: number;
            /** Format: uuid */
            activityId: string;
            /**
             * Format: date
             * @description When it happened; sets the period
             */
            recordDate: string;
            achievedOutput?: number | null;
            expenditureNpr?: number | null;
            participantsMale?: number | null;
            participantsFemale?: number | null;
            participantsOther?: number | null;
            wardNo?: number | null;
            /** @description Values of the activity's attributes, keyed by attribute code */
            attributes?: {
                [key: string]: unknown;
            };
            notes?: string | null;
        };
        ActivityValue: {
            /** Format: uuid */
            _id: string;
            /** @description The palika of the activity */
            palikaId: number;
            /** Format: uuid */
            activityId: string;
            /**
             * Format: date
             * @description When it happened; sets the period
             */
            recordDate: string;
            achievedOutput: number | null;
            expenditureNpr: number | null;
            participantsMale: number | null;
            participantsFemale: number | null;
            participantsOther: number | null;
            wardNo: number | null;
            /** @description Values of the activity's attributes, keyed by attribute code */
            attributes: {
                [key: string]: unknown;
            };
            notes: string | null;
            fiscalYear: number;
            trimester: number;
            activity: {
                code: string;
                nameEn: string | null;
                nameNe: string;
                /** @enum {string} */
                unit: "session" | "item" | "visit" | "day" | "person" | "npr";
                /** @enum {string} */
                status: "planned" | "ongoing" | "completed" | "postponed" | "cancelled";
                level: number;
            };
            palika: components["schemas"]["Place"];
            version: number;
            /** Format: date-time */
            createdAt: string;
            createdBy: string | null;
            /** Format: date-time */
            updatedAt: string;
            updatedBy: string | null;
            deletedAt: string | null;
            deleteReason: string | null;
            periodLock?: components["schemas"]["RowLock"];
        };
        AttributeTotal: {
            code: string;
            labelEn: string;
            labelNe: string;
            /** @enum {string} */
            aggregation: "sum" | "avg" | "max" | "last" | "count";
            value: number | null;
            /** @description A disaggregated count rolled up cell by cell (male:0-4 …) */
            cells: {
                [key: string]: number;
            };
        };
        ActivityValueTotals: {
            records: number;
            /** @description Distinct activities with a value */
            activities: number;
            achievedOutput: number;
            expenditureNpr: number;
            participantsMale: number;
            participantsFemale: number;
            participantsOther: number;
            attributes: components["schemas"]["AttributeTotal"][];
        };
        ActivityValuePage: {
            items: components["schemas"]["ActivityValue"][];
            total: number;
            /** @description false when more rows match than the list counts (total is then the cap) */
            totalExact: boolean;
            page: number;
            pageSize: number;
            /** @description Totals of the filtered set by each figure’s rule; null above 10,000 values (choose a place, a year or a period) */
            totals: components["schemas"]["ActivityValueTotals"] | null;
        };
        ActivityValueExportChunk: {
            items: components["schemas"]["ActivityValue"][];
            total: number | null;
            next: string | null;
        };
        PalikaStanding: {
            palika: components["schemas"]["Place"];
            district: components["schemas"]["Place"];
            fiscalYear: number;
            batch: {
                /** Format: uuid */
                _id: string;
                code: string;
                nameEn: string;
                nameNe: string;
                programmeName: string;
                status: string;
                /** Format: date */
                startDate: string;
                /** Format: date */
                plannedEndDate: string;
                costShare: {
                    province?: number;
                    palika?: number;
                    partner?: number;
                };
            } | null;
            member: {
                /** Format: date */
                joinedOn: string;
                exitedOn: string | null;
                agreementNo: string | null;
                agreementDate: string | null;
                /** @enum {string} */
                status: "active" | "withdrawn" | "graduated";
                /** @enum {string} */
                phase: "preparation" | "cofinanced_y1" | "cofinanced_y2" | "technical_support" | "independent" | "not_started" | "exited";
                calendar: {
                    /** @enum {string} */
                    phase: "preparation" | "cofinanced_y1" | "cofinanced_y2" | "technical_support" | "independent";
                    /** Format: date */
                    starts: string;
                }[];
            } | null;
            /** @description The year's activities with nothing below them, by status */
            statuses: {
                planned: number;
                ongoing: number;
                completed: number;
                postponed: number;
                cancelled: number;
            };
            year: {
                /** @description Activities with nothing below them, not cancelled */
                activities: number;
                completed: number;
                budget: number;
                expenditure: number;
                plannedOutput: number;
                achievedOutput: number;
            };
            periods: {
                period: number;
                plannedOutput: number;
                achievedOutput: number;
                expenditure: number;
            }[];
            /** @description The batch's palikas side by side on the same figures, this one among them: for province, district and national users, within their area; empty for a palika's own users */
            peers: {
                palika: components["schemas"]["Place"];
                district: components["schemas"]["Place"];
                /** Format: date */
                joinedOn: string;
                /** @enum {string} */
                phase: "preparation" | "cofinanced_y1" | "cofinanced_y2" | "technical_support" | "independent" | "not_started" | "exited";
                /** @description Activities with nothing below them, not cancelled */
                activities: number;
                completed: number;
                budget: number;
                expenditure: number;
                plannedOutput: number;
                achievedOutput: number;
            }[];
        };
        HealthFacilityCreate: {
            /**
             * Format: uuid
             * @description Made by the client: a retried save returns the first
             */
            _id: string;
            palikaId: number;
            wardNo: number;
            /** @description The DHIS2 org-unit code of the HMIS; unique among live facilities when given */
            hmisCode?: string | null;
            /** @description DHIS2 uid: a letter and ten letters or digits */
            dhis2Uid?: string | null;
            nameNe: string;
            nameEn: string;
            /** @enum {string} */
            facilityType: "central_hospital" | "specialized_hospital" | "academic_hospital" | "provincial_hospital" | "district_hospital" | "primary_hospital" | "community_hospital" | "private_hospital" | "phcc" | "health_post" | "bhsc" | "uhc" | "chu" | "ayurveda" | "rehab_centre" | "private_clinic" | "ngo";
            /** @enum {string} */
            ownership: "federal" | "provincial" | "local" | "community" | "private" | "ngo" | "cooperative";
            inChargeName?: string | null;
            inChargePhone?: string | null;
            email?: string | null;
            /** @description Hospitals only */
            beds?: number | null;
            services?: ("birthing_centre" | "physiotherapy" | "rehabilitation" | "mental_health" | "eye_care" | "ent_audiology" | "lab" | "xray" | "immunization" | "outreach_clinic" | "disability_help_desk")[];
            /** @description The wards it serves */
            catchmentWards?: number[];
            insuranceFirstPoint?: boolean | null;
            /** @enum {string} */
            operationalStatus: "functional" | "temporarily_closed" | "closed";
            latitude?: number | null;
            longitude?: number | null;
        };
        HealthFacilityUpdate: {
            version: number;
            palikaId: number;
            wardNo: number;
            /** @description The DHIS2 org-unit code of the HMIS; unique among live facilities when given */
            hmisCode?: string | null;
            /** @description DHIS2 uid: a letter and ten letters or digits */
            dhis2Uid?: string | null;
            nameNe: string;
            nameEn: string;
            /** @enum {string} */
            facilityType: "central_hospital" | "specialized_hospital" | "academic_hospital" | "provincial_hospital" | "district_hospital" | "primary_hospital" | "community_hospital" | "private_hospital" | "phcc" | "health_post" | "bhsc" | "uhc" | "chu" | "ayurveda" | "rehab_centre" | "private_clinic" | "ngo";
            /** @enum {string} */
            ownership: "federal" | "provincial" | "local" | "community" | "private" | "ngo" | "cooperative";
            inChargeName?: string | null;
            inChargePhone?: string | null;
            email?: string | null;
            /** @description Hospitals only */
            beds?: number | null;
            services?: ("birthing_centre" | "physiotherapy" | "rehabilitation" | "mental_health" | "eye_care" | "ent_audiology" | "lab" | "xray" | "immunization" | "outreach_clinic" | "disability_help_desk")[];
            /** @description The wards it serves */
            catchmentWards?: number[];
            insuranceFirstPoint?: boolean | null;
            /** @enum {string} */
            operationalStatus: "functional" | "temporarily_closed" | "closed";
            latitude?: number | null;
            longitude?: number | null;
        };
        HealthFacility: {
            /** Format: uuid */
            _id: string;
            palikaId: number;
            wardNo: number;
            /** @description The DHIS2 org-unit code of the HMIS; unique among live facilities when given */
            hmisCode: string | null;
            /** @description DHIS2 uid: a letter and ten letters or digits */
            dhis2Uid: string | null;
            nameNe: string;
            nameEn: string;
            /** @enum {string} */
            facilityType: "central_hospital" | "specialized_hospital" | "academic_hospital" | "provincial_hospital" | "district_hospital" | "primary_hospital" | "community_hospital" | "private_hospital" | "phcc" | "health_post" | "bhsc" | "uhc" | "chu" | "ayurveda" | "rehab_centre" | "private_clinic" | "ngo";
            /** @enum {string} */
            ownership: "federal" | "provincial" | "local" | "community" | "private" | "ngo" | "cooperative";
            inChargeName: string | null;
            inChargePhone: string | null;
            email: string | null;
            /** @description Hospitals only */
            beds: number | null;
            services: ("birthing_centre" | "physiotherapy" | "rehabilitation" | "mental_health" | "eye_care" | "ent_audiology" | "lab" | "xray" | "immunization" | "outreach_clinic" | "disability_help_desk")[];
            /** @description The wards it serves */
            catchmentWards: number[];
            insuranceFirstPoint: boolean | null;
            /** @enum {string} */
            operationalStatus: "functional" | "temporarily_closed" | "closed";
            latitude: number | null;
            longitude: number | null;
            /** @description Live FCHVs it supervises */
            fchvsSupervised: number;
            palika: components["schemas"]["Place"];
            district: components["schemas"]["Place"];
            version: number;
            /** Format: date-time */
            createdAt: string;
            createdBy: string | null;
            /** Format: date-time */
            updatedAt: string;
            updatedBy: string | null;
            deletedAt: string | null;
            deleteReason: string | null;
        };
        HealthFacilityPage: {
            items: components["schemas"]["HealthFacility"][];
            total: number;
            /** @description false when more rows match than the list counts (total is then the cap) */
            totalExact: boolean;
            page: number;
            pageSize: number;
        };
        HealthFacilityExportChunk: {
            items: components["schemas"]["HealthFacility"][];
            total: number | null;
            next: string | null;
        };
        HealthFacilityImport: {
            rows: components["schemas"]["HealthFacilityCreate"][];
            /** @description Only check the rows: nothing is written */
            dryRun: boolean;
        };
        FchvCreate: {
            /**
             * Format: uuid
             * @description Made by the client: a retried save returns the first
             */
            _id: string;
            palikaId: number;
            wardNo: number;
            /** @description HMIS or palika register number; unique in the palika */
            fchvCode?: string | null;
            nameNe: string;
            nameEn?: string | null;
            /**
             * Format: date
             * @description Retirement falls on her 60th birthday
             */
            birthDate: string;
            phone?: string | null;
            hasSmartphone?: boolean | null;
            citizenshipNo?: string | null;
            casteEthnicityCode?: ("1" | "2" | "3" | "4" | "5" | "6") | null;
            education?: ("illiterate" | "literate" | "basic" | "secondary" | "bachelor_plus") | null;
            maritalStatus?: ("unmarried" | "married" | "widowed" | "divorced_separated" | "na_minor") | null;
            catchmentToles?: string | null;
            catchmentHouseholds?: number | null;
            /**
             * Format: uuid
             * @description A live health facility of her palika
             */
            supervisingFacilityId: string;
            mothersGroupName?: string | null;
            mothersGroupMembers?: number | null;
            areaType?: ("rural" | "urban") | null;
            selectedOn?: string | null;
            /** @description Bikram Sambat year */
            appointmentYear: number;
            basicTrainingCompleted: boolean;
            basicTrainingDate?: string | null;
            hasIdCard?: boolean | null;
            hasKit?: boolean | null;
            trainings: {
                /** @enum {string} */
                trainingType: "basic_18day" | "refresher" | "cb_imnci" | "disability_prevention" | "cbr_orientation" | "mhealth" | "other";
                /** Format: date */
                date: string;
                days?: number | null;
                organiser?: string | null;
                /** @description The training batch she was trained in, if any */
                cohort?: string | null;
            }[];
            /** @enum {string} */
            status: "active" | "retired" | "resigned" | "deceased" | "inactive";
            statusDate?: string | null;
            userId?: string | null;
        };
        FchvUpdate: {
            version: number;
            palikaId: number;
            wardNo: number;
            /** @description HMIS or palika register number; unique in the palika */
            fchvCode?: string | null;
            nameNe: string;
            nameEn?: string | null;
            /**
             * Format: date
             * @description Retirement falls on her 60th birthday
             */
            birthDate: string;
            phone?: string | null;
            hasSmartphone?: boolean | null;
            citizenshipNo?: string | null;
            casteEthnicityCode?: ("1" | "2" | "3" | "4" | "5" | "6") | null;
            education?: ("illiterate" | "literate" | "basic" | "secondary" | "bachelor_plus") | null;
            maritalStatus?: ("unmarried" | "married" | "widowed" | "divorced_separated" | "na_minor") | null;
            catchmentToles?: string | null;
            catchmentHouseholds?: number | null;
            /**
             * Format: uuid
             * @description A live health facility of her palika
             */
            supervisingFacilityId: string;
            mothersGroupName?: string | null;
            mothersGroupMembers?: number | null;
            areaType?: ("rural" | "urban") | null;
            selectedOn?: string | null;
            /** @description Bikram Sambat year */
            appointmentYear: number;
            basicTrainingCompleted: boolean;
            basicTrainingDate?: string | null;
            hasIdCard?: boolean | null;
            hasKit?: boolean | null;
            trainings: {
                /** @enum {string} */
                trainingType: "basic_18day" | "refresher" | "cb_imnci" | "disability_prevention" | "cbr_orientation" | "mhealth" | "other";
                /** Format: date */
                date: string;
                days?: number | null;
                organiser?: string | null;
                /** @description The training batch she was trained in, if any */
                cohort?: string | null;
            }[];
            /** @enum {string} */
            status: "active" | "retired" | "resigned" | "deceased" | "inactive";
            statusDate?: string | null;
            userId?: string | null;
        };
        Fchv: {
            /** Format: uuid */
            _id: string;
            palikaId: number;
            wardNo: number;
            /** @description HMIS or palika register number; unique in the palika */
            fchvCode: string | null;
            nameNe: string;
            nameEn: string | null;
            /**
             * Format: date
             * @description Retirement falls on her 60th birthday
             */
            birthDate: string;
            phone: string | null;
            hasSmartphone: boolean | null;
            citizenshipNo: string | null;
            casteEthnicityCode: ("1" | "2" | "3" | "4" | "5" | "6") | null;
            education: ("illiterate" | "literate" | "basic" | "secondary" | "bachelor_plus") | null;
            maritalStatus: ("unmarried" | "married" | "widowed" | "divorced_separated" | "na_minor") | null;
            catchmentToles: string | null;
            catchmentHouseholds: number | null;
            /**
             * Format: uuid
             * @description A live health facility of her palika
             */
            supervisingFacilityId: string;
            mothersGroupName: string | null;
            mothersGroupMembers: number | null;
            areaType: ("rural" | "urban") | null;
            selectedOn: string | null;
            /** @description Bikram Sambat year */
            appointmentYear: number;
            basicTrainingCompleted: boolean;
            basicTrainingDate: string | null;
            hasIdCard: boolean | null;
            hasKit: boolean | null;
            trainings: {
                /** @enum {string} */
                trainingType: "basic_18day" | "refresher" | "cb_imnci" | "disability_prevention" | "cbr_orientation" | "mhealth" | "other";
                /** Format: date */
                date: string;
                days?: number | null;
                organiser?: string | null;
                /** @description The training batch she was trained in, if any */
                cohort?: string | null;
            }[];
            /** @enum {string} */
            status: "active" | "retired" | "resigned" | "deceased" | "inactive";
            statusDate: string | null;
            userId: string | null;
            /** @description Whole years today */
            age: number;
            /** Format: date */
            retirementDate: string;
            /** @description An active FCHV due to retire within a year, or past 60 */
            retirement: ("due" | "past") | null;
            supervisingFacility: {
                /** Format: uuid */
                _id: string;
                nameNe: string;
                nameEn: string;
            };
            user: {
                /** Format: uuid */
                _id: string;
                username: string;
            } | null;
            palika: components["schemas"]["Place"];
            district: components["schemas"]["Place"];
            version: number;
            /** Format: date-time */
            createdAt: string;
            createdBy: string | null;
            /** Format: date-time */
            updatedAt: string;
            updatedBy: string | null;
            deletedAt: string | null;
            deleteReason: string | null;
        };
        FchvPage: {
            items: components["schemas"]["Fchv"][];
            total: number;
            /** @description false when more rows match than the list counts (total is then the cap) */
            totalExact: boolean;
            page: number;
            pageSize: number;
        };
        FchvExportChunk: {
            items: components["schemas"]["Fchv"][];
            total: number | null;
            next: string | null;
        };
        FchvImport: {
            rows: components["schemas"]["FchvCreate"][];
            /** @description Only check the rows: nothing is written */
            dryRun: boolean;
        };
        WardProfileUpdate: {
            version: number;
            /** @description Its palika: read, not changed */
            palikaId: number;
            /** @description Its number: read, not changed */
            wardNo: number;
            /** @description A name some wards keep (the former VDC) */
            nameNe?: string | null;
            officeAddress?: string | null;
            officePhone?: string | null;
            officeEmail?: string | null;
            chairName?: string | null;
            chairPhone?: string | null;
            secretaryName?: string | null;
            secretaryPhone?: string | null;
            areaSqKm?: number | null;
            populationTotal?: number | null;
            populationMale?: number | null;
            populationFemale?: number | null;
            populationOther?: number | null;
            populationSource?: ("census_2078" | "palika_survey" | "projection") | null;
            populationYear?: number | null;
            households?: number | null;
            /** @description Persons with disabilities the census counted: the coverage denominator */
            pwdCensusCount?: number | null;
            tolesCount?: number | null;
            ecologicalBelt?: ("mountain" | "hill" | "terai") | null;
            dprpCommitteeFormed?: boolean | null;
            committeeFormedOn?: string | null;
        };
        WardProfile: {
            /** Format: uuid */
            _id: string;
            /** @description Its palika: read, not changed */
            palikaId: number;
            /** @description Its number: read, not changed */
            wardNo: number;
            /** @description A name some wards keep (the former VDC) */
            nameNe: string | null;
            officeAddress: string | null;
            officePhone: string | null;
            officeEmail: string | null;
            chairName: string | null;
            chairPhone: string | null;
            secretaryName: string | null;
            secretaryPhone: string | null;
            areaSqKm: number | null;
            populationTotal: number | null;
            populationMale: number | null;
            populationFemale: number | null;
            populationOther: number | null;
            populationSource: ("census_2078" | "palika_survey" | "projection") | null;
            populationYear: number | null;
            households: number | null;
            /** @description Persons with disabilities the census counted: the coverage denominator */
            pwdCensusCount: number | null;
            tolesCount: number | null;
            ecologicalBelt: ("mountain" | "hill" | "terai") | null;
            dprpCommitteeFormed: boolean | null;
            committeeFormedOn: string | null;
            /** @description Live FCHVs of the ward */
            fchvCount: number;
            /** @description Whether anyone has filled it in yet */
            filled: boolean;
            palika: components["schemas"]["Place"];
            district: components["schemas"]["Place"];
            version: number;
            /** Format: date-time */
            createdAt: string;
            createdBy: string | null;
            /** Format: date-time */
            updatedAt: string;
            updatedBy: string | null;
            deletedAt: string | null;
            deleteReason: string | null;
        };
        WardProfilePage: {
            items: components["schemas"]["WardProfile"][];
            total: number;
            /** @description false when more rows match than the list counts (total is then the cap) */
            totalExact: boolean;
            page: number;
            pageSize: number;
        };
        WardProfileExportChunk: {
            items: components["schemas"]["WardProfile"][];
            total: number | null;
            next: string | null;
        };
        SchoolCreate: {
            /**
             * Format: uuid
             * @description Made by the client: a retried save returns the first
             */
            _id: string;
            palikaId: number;
            wardNo: number;
            /** @description The school's IEMIS code; unique among live schools */
            iemisCode: string;
            nameNe: string;
            nameEn?: string | null;
            /** @enum {string} */
            schoolType: "community" | "institutional" | "religious";
            /** @description Institutional schools only */
            institutionalForm?: ("trust" | "company") | null;
            /** @description Religious schools only */
            religiousKind?: ("madrasa" | "gumba_vihar" | "gurukul_ashram") | null;
            levels: ("eced" | "basic_1_5" | "basic_6_8" | "secondary_9_10" | "secondary_11_12")[];
            specialEducation?: ("none" | "resource_class" | "special_school" | "inclusive") | null;
            /** @description The disabilities a resource class or special school teaches */
            resourceClassTypes?: ("physical" | "visual" | "hearing" | "deaf_blind" | "voice_speech" | "psychosocial" | "intellectual" | "haemophilia" | "autism" | "multiple")[];
            accessibility?: ("ramp" | "accessible_toilet" | "handrails" | "braille_materials" | "sign_language_teacher" | "accessible_transport")[];
            headTeacherName?: string | null;
            headTeacherPhone?: string | null;
            /** @description Chair of the school management committee */
            smcChairName?: string | null;
            /** @description The committee chair's mobile phone */
            smcChairPhone?: string | null;
            studentsFemale?: number | null;
            studentsMale?: number | null;
            studentsOther?: number | null;
            /** @description Children with disabilities enrolled: a row a disability, by sex */
            cwdEnrolled?: {
                /** @enum {string} */
                disabilityType: "physical" | "visual" | "hearing" | "deaf_blind" | "voice_speech" | "psychosocial" | "intellectual" | "haemophilia" | "autism" | "multiple";
                female: number;
                male: number;
                other: number;
            }[];
            teachersTrainedInclusive?: number | null;
            /** @description The academic year (Bikram Sambat, from Baisakh) the figures are of */
            academicYearBs: number;
            latitude?: number | null;
            longitude?: number | null;
        };
        SchoolUpdate: {
            version: number;
            palikaId: number;
            wardNo: number;
            /** @description The school's IEMIS code; unique among live schools */
            iemisCode: string;
            nameNe: string;
            nameEn?: string | null;
            /** @enum {string} */
            schoolType: "community" | "institutional" | "religious";
            /** @description Institutional schools only */
            institutionalForm?: ("trust" | "company") | null;
            /** @description Religious schools only */
            religiousKind?: ("madrasa" | "gumba_vihar" | "gurukul_ashram") | null;
            levels: ("eced" | "basic_1_5" | "basic_6_8" | "secondary_9_10" | "secondary_11_12")[];
            specialEducation?: ("none" | "resource_class" | "special_school" | "inclusive") | null;
            /** @description The disabilities a resource class or special school teaches */
            resourceClassTypes?: ("physical" | "visual" | "hearing" | "deaf_blind" | "voice_speech" | "psychosocial" | "intellectual" | "haemophilia" | "autism" | "multiple")[];
            accessibility?: ("ramp" | "accessible_toilet" | "handrails" | "braille_materials" | "sign_language_teacher" | "accessible_transport")[];
            headTeacherName?: string | null;
            headTeacherPhone?: string | null;
            /** @description Chair of the school management committee */
            smcChairName?: string | null;
            /** @description The committee chair's mobile phone */
            smcChairPhone?: string | null;
            studentsFemale?: number | null;
            studentsMale?: number | null;
            studentsOther?: number | null;
            /** @description Children with disabilities enrolled: a row a disability, by sex */
            cwdEnrolled?: {
                /** @enum {string} */
                disabilityType: "physical" | "visual" | "hearing" | "deaf_blind" | "voice_speech" | "psychosocial" | "intellectual" | "haemophilia" | "autism" | "multiple";
                female: number;
                male: number;
                other: number;
            }[];
            teachersTrainedInclusive?: number | null;
            /** @description The academic year (Bikram Sambat, from Baisakh) the figures are of */
            academicYearBs: number;
            latitude?: number | null;
            longitude?: number | null;
        };
        School: {
            /** Format: uuid */
            _id: string;
            palikaId: number;
            wardNo: number;
            /** @description The school's IEMIS code; unique among live schools */
            iemisCode: string;
            nameNe: string;
            nameEn: string | null;
            /** @enum {string} */
            schoolType: "community" | "institutional" | "religious";
            /** @description Institutional schools only */
            institutionalForm: ("trust" | "company") | null;
            /** @description Religious schools only */
            religiousKind: ("madrasa" | "gumba_vihar" | "gurukul_ashram") | null;
            levels: ("eced" | "basic_1_5" | "basic_6_8" | "secondary_9_10" | "secondary_11_12")[];
            specialEducation: ("none" | "resource_class" | "special_school" | "inclusive") | null;
            /** @description The disabilities a resource class or special school teaches */
            resourceClassTypes: ("physical" | "visual" | "hearing" | "deaf_blind" | "voice_speech" | "psychosocial" | "intellectual" | "haemophilia" | "autism" | "multiple")[];
            accessibility: ("ramp" | "accessible_toilet" | "handrails" | "braille_materials" | "sign_language_teacher" | "accessible_transport")[];
            headTeacherName: string | null;
            headTeacherPhone: string | null;
            /** @description Chair of the school management committee */
            smcChairName: string | null;
            /** @description The committee chair's mobile phone */
            smcChairPhone: string | null;
            studentsFemale: number | null;
            studentsMale: number | null;
            studentsOther: number | null;
            /** @description Children with disabilities enrolled: a row a disability, by sex */
            cwdEnrolled: {
                /** @enum {string} */
                disabilityType: "physical" | "visual" | "hearing" | "deaf_blind" | "voice_speech" | "psychosocial" | "intellectual" | "haemophilia" | "autism" | "multiple";
                female: number;
                male: number;
                other: number;
            }[];
            teachersTrainedInclusive: number | null;
            /** @description The academic year (Bikram Sambat, from Baisakh) the figures are of */
            academicYearBs: number;
            latitude: number | null;
            longitude: number | null;
            palika: components["schemas"]["Place"];
            district: components["schemas"]["Place"];
            version: number;
            /** Format: date-time */
            createdAt: string;
            createdBy: string | null;
            /** Format: date-time */
            updatedAt: string;
            updatedBy: string | null;
            deletedAt: string | null;
            deleteReason: string | null;
        };
        SchoolPage: {
            items: components["schemas"]["School"][];
            total: number;
            /** @description false when more rows match than the list counts (total is then the cap) */
            totalExact: boolean;
            page: number;
            pageSize: number;
        };
        SchoolExportChunk: {
            items: components["schemas"]["School"][];
            total: number | null;
            next: string | null;
        };
        SchoolImport: {
            rows: components["schemas"]["SchoolCreate"][];
            /** @description Only check the rows: nothing is written */
            dryRun: boolean;
        };
        PalikaProfileUpdate: {
            version: number;
            /** @description Its palika: read, not changed */
            palikaId: number;
            headquarters?: string | null;
            areaSqKm?: number | null;
            populationTotal?: number | null;
            populationMale?: number | null;
            populationFemale?: number | null;
            populationOther?: number | null;
            populationSource?: ("census_2078" | "palika_survey" | "projection") | null;
            populationYear?: number | null;
            households?: number | null;
            /** @description Persons with disabilities the census counted: the coverage denominator */
            pwdCensusCount?: number | null;
            website?: string | null;
            email?: string | null;
            phone?: string | null;
            /** @description Mayor or chair (प्रमुख / अध्यक्ष) */
            chiefName?: string | null;
            /** @description Deputy mayor or vice-chair: coordinates the disability coordination committee */
            deputyName?: string | null;
            /** @description Chief administrative officer */
            caoName?: string | null;
            /** @description Disability focal person */
            focalPersonName?: string | null;
            focalPersonPhone?: string | null;
            /** @description When the disability coordination committee was formed */
            committeeFormedOn?: string | null;
            /** @description When the palika adopted its disability ID-card procedure (कार्यविधि) */
            idCardProcedureOn?: string | null;
            ecologicalBelt?: ("mountain" | "hill" | "terai") | null;
            /** @description CBR facilitators the palika appointed */
            cbrfs?: {
                name: string;
                phone?: string | null;
                appointedOn?: string | null;
                trainingCompleted?: boolean | null;
                /** @enum {string} */
                status: "active" | "left";
            }[];
        };
        PalikaProfile: {
            /** Format: uuid */
            _id: string;
            /** @description Its palika: read, not changed */
            palikaId: number;
            headquarters: string | null;
            areaSqKm: number | null;
            populationTotal: number | null;
            populationMale: number | null;
            populationFemale: number | null;
            populationOther: number | null;
            populationSource: ("census_2078" | "palika_survey" | "projection") | null;
            populationYear: number | null;
            households: number | null;
            /** @description Persons with disabilities the census counted: the coverage denominator */
            pwdCensusCount: number | null;
            website: string | null;
            email: string | null;
            phone: string | null;
            /** @description Mayor or chair (प्रमुख / अध्यक्ष) */
            chiefName: string | null;
            /** @description Deputy mayor or vice-chair: coordinates the disability coordination committee */
            deputyName: string | null;
            /** @description Chief administrative officer */
            caoName: string | null;
            /** @description Disability focal person */
            focalPersonName: string | null;
            focalPersonPhone: string | null;
            /** @description When the disability coordination committee was formed */
            committeeFormedOn: string | null;
            /** @description When the palika adopted its disability ID-card procedure (कार्यविधि) */
            idCardProcedureOn: string | null;
            ecologicalBelt: ("mountain" | "hill" | "terai") | null;
            /** @description CBR facilitators the palika appointed */
            cbrfs: {
                name: string;
                phone?: string | null;
                appointedOn?: string | null;
                trainingCompleted?: boolean | null;
                /** @enum {string} */
                status: "active" | "left";
            }[];
            code: string | null;
            nameEn: string;
            nameNe: string;
            /** @enum {string} */
            palikaType: "metropolitan" | "sub_metropolitan" | "municipality" | "rural_municipality";
            wardCount: number;
            province: components["schemas"]["Place"];
            currentBatch: {
                /** Format: uuid */
                _id: string;
                code: string;
                nameEn: string;
                nameNe: string;
            } | null;
            /** @description Its ward profiles filled in */
            wardsFilled: number;
            /** @description Whether anyone has filled it in yet */
            filled: boolean;
            palika: components["schemas"]["Place"];
            district: components["schemas"]["Place"];
            version: number;
            /** Format: date-time */
            createdAt: string;
            createdBy: string | null;
            /** Format: date-time */
            updatedAt: string;
            updatedBy: string | null;
            deletedAt: string | null;
            deleteReason: string | null;
        };
        PalikaProfilePage: {
            items: components["schemas"]["PalikaProfile"][];
            total: number;
            /** @description false when more rows match than the list counts (total is then the cap) */
            totalExact: boolean;
            page: number;
            pageSize: number;
        };
        PalikaProfileExportChunk: {
            items: components["schemas"]["PalikaProfile"][];
            total: number | null;
            next: string | null;
        };
        TargetCreate: {
            /**
             * Format: uuid
             * @description Made by the client: a retried save returns the first target
             */
            _id: string;
            fiscalYear: number;
            /** @enum {string} */
            scope: "nation" | "province" | "district" | "batch" | "palika";
            provinceId?: number | null;
            districtId?: number | null;
            palikaId?: number | null;
            batchId?: string | null;
            /** @enum {string} */
            measure: "services" | "personsServed" | "serviceQuantity" | "registrations" | "cardsIssued" | "activityOutput" | "attributeSum";
            categoryId?: number | null;
            templateId?: number | null;
            attributeId?: number | null;
            total: number;
            periodT1?: number | null;
            periodT2?: number | null;
            periodT3?: number | null;
            female?: number | null;
            male?: number | null;
            other?: number | null;
            baseline?: number | null;
            baselineFiscalYear?: number | null;
            budgetNpr?: number | null;
            source?: ("palika_plan" | "province_dprp" | "partner" | "federal") | null;
            notes?: string | null;
        };
        TargetUpdate: {
            version: number;
            fiscalYear: number;
            /** @enum {string} */
            scope: "nation" | "province" | "district" | "batch" | "palika";
            provinceId?: number | null;
            districtId?: number | null;
            palikaId?: number | null;
            batchId?: string | null;
            /** @enum {string} */
            measure: "services" | "personsServed" | "serviceQuantity" | "registrations" | "cardsIssued" | "activityOutput" | "attributeSum";
            categoryId?: number | null;
            templateId?: number | null;
            attributeId?: number | null;
            total: number;
            periodT1?: number | null;
            periodT2?: number | null;
            periodT3?: number | null;
            female?: number | null;
            male?: number | null;
            other?: number | null;
            baseline?: number | null;
            baselineFiscalYear?: number | null;
            budgetNpr?: number | null;
            source?: ("palika_plan" | "province_dprp" | "partner" | "federal") | null;
            notes?: string | null;
        };
        TargetRevision: {
            /**
             * Format: uuid
             * @description Made by the client: a retried save returns the first revision
             */
            _id: string;
            /** @description The version of the approved target revised */
            version: number;
            reason: string;
            fiscalYear: number;
            /** @enum {string} */
            scope: "nation" | "province" | "district" | "batch" | "palika";
            provinceId?: number | null;
            districtId?: number | null;
            palikaId?: number | null;
            batchId?: string | null;
            /** @enum {string} */
            measure: "services" | "personsServed" | "serviceQuantity" | "registrations" | "cardsIssued" | "activityOutput" | "attributeSum";
            categoryId?: number | null;
            templateId?: number | null;
            attributeId?: number | null;
            total: number;
            periodT1?: number | null;
            periodT2?: number | null;
            periodT3?: number | null;
            female?: number | null;
            male?: number | null;
            other?: number | null;
            baseline?: number | null;
            baselineFiscalYear?: number | null;
            budgetNpr?: number | null;
            source?: ("palika_plan" | "province_dprp" | "partner" | "federal") | null;
            notes?: string | null;
        };
        TargetApproval: {
            version: number;
        };
        Target: {
            /** Format: uuid */
            _id: string;
            fiscalYear: number;
            /** @enum {string} */
            scope: "nation" | "province" | "district" | "batch" | "palika";
            provinceId: number | null;
            districtId: number | null;
            palikaId: number | null;
            batchId: string | null;
            /** @enum {string} */
            measure: "services" | "personsServed" | "serviceQuantity" | "registrations" | "cardsIssued" | "activityOutput" | "attributeSum";
            categoryId: number | null;
            templateId: number | null;
            attributeId: number | null;
            total: number;
            periodT1: number | null;
            periodT2: number | null;
            periodT3: number | null;
            female: number | null;
            male: number | null;
            other: number | null;
            baseline: number | null;
            baselineFiscalYear: number | null;
            budgetNpr: number | null;
            source: ("palika_plan" | "province_dprp" | "partner" | "federal") | null;
            notes: string | null;
            /** @enum {string} */
            status: "proposed" | "approved" | "superseded";
            revision: number;
            revisionOf: string | null;
            revisionReason: string | null;
            approvedBy: string | null;
            approvedAt: string | null;
            place: {
                nameEn: string;
                nameNe: string;
            };
            /** @description Every revision of this target, the first first (deleted ones left out) */
            revisions: {
                /** Format: uuid */
                _id: string;
                revision: number;
                /** @enum {string} */
                status: "proposed" | "approved" | "superseded";
                total: number;
                reason: string | null;
                createdBy: string | null;
                /** Format: date-time */
                createdAt: string;
                approvedBy: string | null;
                approvedAt: string | null;
            }[];
            version: number;
            /** Format: date-time */
            createdAt: string;
            createdBy: string | null;
            /** Format: date-time */
            updatedAt: string;
            updatedBy: string | null;
            deletedAt: string | null;
            deleteReason: string | null;
        };
        TargetPage: {
            items: components["schemas"]["Target"][];
            total: number;
            /** @description false when more rows match than the list counts (total is then the cap) */
            totalExact: boolean;
            page: number;
            pageSize: number;
        };
        TargetExportChunk: {
            items: components["schemas"]["Target"][];
            total: number | null;
            next: string | null;
        };
        TargetImport: {
            rows: components["schemas"]["TargetCreate"][];
            /** @description Only check the rows: nothing is written */
            dryRun: boolean;
        };
        TargetYearCopy: {
            fromFiscalYear: number;
            toFiscalYear: number;
            palikaId?: number | null;
        };
        TargetYearCopied: {
            /** @description Targets made in the new year */
            copied: number;
            /** @description Targets the new year already had */
            skipped: number;
        };
        /** @enum {string} */
        ReportState: "open" | "submitted" | "approved" | "accepted";
        /** @enum {string} */
        ReportMove: "submit" | "return" | "approve" | "accept" | "reopen";
        /** @description The palika's figures of the period, each as the dashboards count it */
        ReportFigures: {
            registered: number;
            registrations: number;
            active: number;
            withCard: number;
            services: number;
            cost: number;
            groupServices: number;
            participants: number;
            personsServed: number;
            activitiesPlanned: number;
            activitiesCompleted: number;
            budget: number;
            plannedOutput: number;
            achievedOutput: number;
            expenditure: number;
            activityParticipants: number;
        };
        ReportSummary: {
            palikaId: number;
            palikaNameEn: string;
            palikaNameNe: string;
            districtId: number;
            provinceId: number;
            fiscalYear: number;
            period: number;
            state: components["schemas"]["ReportState"];
            /** @description The version a move must name; 0 for a report never moved (open) */
            version: number;
            /** Format: date */
            first: string;
            /** Format: date */
            last: string;
            /** Format: date */
            dueDate: string;
            /** @description First submitted after the due date */
            late: boolean;
            /** @description Open again after a return or a reopening */
            returned: boolean;
            submittedAt: string | null;
            movedAt: string | null;
            movedBy: string | null;
        };
        ReportList: {
            fiscalYear: number;
            /** @description Every palika of the area × the three periods; one never moved is open */
            items: components["schemas"]["ReportSummary"][];
        };
        ReportMoveEntry: {
            id: number;
            move: components["schemas"]["ReportMove"];
            fromState: components["schemas"]["ReportState"];
            toState: components["schemas"]["ReportState"];
            /** Format: date-time */
            movedAt: string;
            movedBy: {
                /** Format: uuid */
                id: string;
                name: string;
            };
            viaGroup: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            reason: string | null;
            /** @description A submission's comments on the errors the period had then, in the rules' order; empty for every other move */
            comments: components["schemas"]["ReportErrorComment"][];
            late: boolean;
            figures: components["schemas"]["ReportFigures"];
        };
        ReportChange: {
            /**
             * @description The move compared with: the last submission or approval, whichever came last
             * @enum {string}
             */
            since: "submit" | "approve";
            /** Format: date-time */
            at: string;
            /** @description The figures that differ, before and now */
            figures: {
                /** @enum {string} */
                measure: "registered" | "registrations" | "active" | "withCard" | "services" | "cost" | "groupServices" | "participants" | "personsServed" | "activitiesPlanned" | "activitiesCompleted" | "budget" | "plannedOutput" | "achievedOutput" | "expenditure" | "activityParticipants";
                before: number;
                now: number;
            }[];
            /** @description The palika's records written since, newest first */
            records: {
                entity: string;
                entityId: string;
                action: string;
                /** Format: date-time */
                at: string;
                by: string | null;
            }[];
            recordsTotal: number;
        };
        Report: {
            palikaId: number;
            palikaNameEn: string;
            palikaNameNe: string;
            districtId: number;
            provinceId: number;
            fiscalYear: number;
            period: number;
            state: components["schemas"]["ReportState"];
            /** @description The version a move must name; 0 for a report never moved (open) */
            version: number;
            /** Format: date */
            first: string;
            /** Format: date */
            last: string;
            /** Format: date */
            dueDate: string;
            /** @description First submitted after the due date */
            late: boolean;
            /** @description Open again after a return or a reopening */
            returned: boolean;
            submittedAt: string | null;
            movedAt: string | null;
            movedBy: string | null;
            /** @description The moves you may make now */
            movesAllowed: components["schemas"]["ReportMove"][];
            /** @description The figures now (live) */
            figures: components["schemas"]["ReportFigures"];
            changes: components["schemas"]["ReportChange"] | null;
            /** @description Oldest first */
            history: components["schemas"]["ReportMoveEntry"][];
        };
        /** @description The locked period a listed record counts in (issue 39 §2): a write that changes what counts there is refused with 409 periodLocked; absent while every period it counts in is open */
        RowLock: {
            palikaId: number;
            fiscalYear: number;
            period: number;
            /** @enum {string} */
            state: "submitted" | "approved" | "accepted";
            /** @description Who moved the period into its state */
            movedBy: string;
            /** Format: date-time */
            movedAt: string;
            /** @description Only the fields the figures read are locked (a person: decision 0046); the rest stay editable */
            partial: boolean;
        };
        ReportErrorComment: {
            /**
             * @description A rule whose break is an error
             * @enum {string}
             */
            rule: "cardsWithinRegistered" | "servedWithinRegistered" | "participantsWithDisability" | "expenditureWithinBudget" | "wardPopulationAddsUp" | "serviceAfterRegistration" | "serviceBeforeDeath" | "registeredAfterBirth" | "cardDatePossible";
            /** @description Why the figure is right, or what will be fixed */
            comment: string;
        };
        ReportMoveRequest: {
            move: components["schemas"]["ReportMove"];
            reason?: string | null;
            /** @description The version read */
            version: number;
            /** @description A submission's comment on each error the period has (issue 40 §4), one a rule: a submission that leaves an error without one is refused with 400 report.commentsRequired, naming each such rule as the field comments.<rule>. A comment on a rule that is no error now is not kept; another move keeps none */
            comments?: components["schemas"]["ReportErrorComment"][];
        };
        ReportingBoardCell: {
            period: number;
            /** @description Palikas expected to report (every palika of the place) */
            expected: number;
            /** @description Palikas whose report was submitted (and may since be approved or accepted) */
            submitted: number;
            /** @description Of the submitted, those first submitted by the due date */
            onTime: number;
            /** @description Of the submitted, those first submitted after the due date */
            late: number;
            /** @description Palikas whose report was approved (and may since be accepted) */
            approved: number;
            /** @description Palikas whose report was accepted */
            accepted: number;
            /** @description Palikas whose report is open again after a return or a reopening, waiting to be submitted again */
            returned: number;
            completeness: number | null;
            timeliness: number | null;
            state: ("open" | "submitted" | "approved" | "accepted") | null;
        };
        ReportingBoard: {
            fiscalYear: number;
            /**
             * @description The rows' level: one below the place asked (a palika's own row for a palika's users)
             * @enum {string}
             */
            level: "province" | "district" | "palika";
            periods: {
                period: number;
                /** Format: date */
                first: string;
                /** Format: date */
                last: string;
                /** Format: date */
                due: string;
                /** @description Whether the period has ended by today (Nepal) */
                ended: boolean;
            }[];
            rows: {
                id: number;
                nameEn: string;
                nameNe: string;
                place: {
                    provinceId: number;
                    districtId?: number;
                    palikaId?: number;
                };
                cells: components["schemas"]["ReportingBoardCell"][];
            }[];
            /** @description The whole place asked, per period */
            totals: components["schemas"]["ReportingBoardCell"][];
        };
        InboxItem: {
            /**
             * @description approve: a submission waits for your approval; accept: an approval waits for your acceptance; returned: your palika’s report was sent back; overdue / due: your palika’s report is past its due date, or due within 7 days; targetProposal: a proposed target waits for your approval
             * @enum {string}
             */
            kind: "approve" | "accept" | "returned" | "overdue" | "due" | "targetProposal";
            palikaId: number | null;
            /** @description The palika (or the place of a target) */
            placeNameEn: string;
            placeNameNe: string;
            fiscalYear: number;
            period: number | null;
            dueDate: string | null;
            /** @description A submission made after the due date */
            late: boolean;
            since: string | null;
            by: string | null;
            reason: string | null;
            /** @description A submission to approve: its comment on each error the period had (decision 0053); empty for every other item */
            comments: components["schemas"]["ReportErrorComment"][];
            targetId: string | null;
            measure: string | null;
            /** @description The page of the app where it is acted on */
            path: string;
        };
        Inbox: {
            /** @description Everything waiting for you (the items list at most the first 100) */
            count: number;
            items: components["schemas"]["InboxItem"][];
        };
        ReportingFinality: {
            fiscalYear: number;
            periods: {
                period: number;
                /** @description Palikas whose report of this period is approved or accepted */
                final: number;
            }[];
            /** @description Palikas of the place in your area */
            palikas: number;
            /** @description Palikas whose reports of every period asked are approved or accepted */
            final: number;
            /** @description The first 100 palikas not final, by name */
            notFinal: {
                palikaId: number;
                nameEn: string;
                nameNe: string;
                states: {
                    period: number;
                    /** @enum {string} */
                    state: "open" | "submitted" | "approved" | "accepted";
                }[];
            }[];
        };
        /** @enum {string} */
        QualitySeverity: "error" | "warning";
        /** @enum {string} */
        QualityRuleId: "cardsWithinRegistered" | "servedWithinRegistered" | "participantsWithDisability" | "expenditureWithinBudget" | "wardPopulationAddsUp" | "serviceAfterRegistration" | "serviceBeforeDeath" | "registeredAfterBirth" | "cardDatePossible" | "severeCardScreened" | "allowanceForRedOrBlue" | "cardHeldNumbered" | "outputWithinPlan";
        /** @description The list of the records behind a figure, with the filters that produce it: the same link a dashboard figure or the period page opens */
        QualityDrill: {
            /** @enum {string} */
            route: "pwdProfileList" | "providedServiceView" | "activityHierarchy" | "activityAttributesView" | "wardProfile";
            /** @description The list's filters, as `hrefFor(route, locale, undefined, query)` takes them */
            query: {
                [key: string]: string | number | boolean;
            };
        };
        QualityRecord: {
            /** @enum {string} */
            kind: "person" | "service" | "ward";
            /** @description The record's id: a person's or a service's uuid, a ward's profile id */
            id: string;
            /** @description What names it: a person's registration number, a service's date and its person's, a ward's number */
            label: string;
        };
        QualitySide: {
            measure: ("registered" | "registrations" | "active" | "withCard" | "services" | "cost" | "groupServices" | "participants" | "personsServed" | "activitiesPlanned" | "activitiesCompleted" | "budget" | "plannedOutput" | "achievedOutput" | "expenditure" | "activityParticipants") | null;
            count: ("cardsIssued" | "expenditureToDate" | "participantsWithDisability" | "wardsPopulationMismatch" | "severeCardWithoutDifficulty" | "servicesBeforeRegistration" | "servicesAfterDeath" | "registeredBeforeBirth" | "cardDateImpossible" | "allowanceWithoutRedOrBlue" | "cardHeldWithoutNumber") | null;
            /** @description The side's value; a constant side (the 0 a record-level count must equal) has neither measure nor count */
            value: number;
            drill: components["schemas"]["QualityDrill"] | null;
            /** @description The first 20 records a record-level count counts, each to open; empty for a figure */
            records: components["schemas"]["QualityRecord"][];
        };
        QualityViolation: {
            rule: components["schemas"]["QualityRuleId"];
            severity: components["schemas"]["QualitySeverity"];
            /**
             * @description The rule holds when left ≤ right (le) or left = right (eq)
             * @enum {string}
             */
            operator: "le" | "eq";
            left: components["schemas"]["QualitySide"];
            right: components["schemas"]["QualitySide"];
        };
        QualityPeriodFigure: {
            fiscalYear: number;
            period: number;
            value: number;
        };
        QualityOutlier: {
            /** @enum {string} */
            measure: "registrations" | "services" | "personsServed" | "participants" | "cost" | "expenditure";
            /**
             * @description band: outside ±33 % of the mean of the palika's own last three periods; district: modified z-score beyond 3.5 among the district's other palikas
             * @enum {string}
             */
            test: "band" | "district";
            /** @enum {string} */
            direction: "above" | "below";
            /** @description The figure of the period */
            value: number;
            /** @description The least figure flagged: below it (figure and comparison both) nothing is */
            minimum: number;
            band: {
                mean: number;
                low: number;
                high: number;
            } | null;
            district: {
                /** @description The median of the other palikas of the district */
                median: number;
                /** @description The modified z-score */
                score: number;
                /** @description How many other palikas */
                compared: number;
            } | null;
            /** @description The three periods before and this one, oldest first: a small chart with the band */
            history: components["schemas"]["QualityPeriodFigure"][];
            drill: components["schemas"]["QualityDrill"];
        };
        QualityReport: {
            palikaId: number;
            palikaNameEn: string;
            palikaNameNe: string;
            districtId: number;
            fiscalYear: number;
            period: number;
            /** @description Error rules broken */
            errors: number;
            /** @description Warning rules broken */
            warnings: number;
            rulesChecked: number;
            /** @description The rules broken, errors first, in the rules' order */
            violations: components["schemas"]["QualityViolation"][];
            /** @description The key figures flagged, in the measures' order, band before district */
            outliers: components["schemas"]["QualityOutlier"][];
        };
        QualityPlaceRule: {
            rule: components["schemas"]["QualityRuleId"];
            severity: components["schemas"]["QualitySeverity"];
            /** @description Palikas of the place breaking it */
            palikas: number;
        };
        QualityPlace: {
            /** @enum {string} */
            level: "province" | "district" | "palika";
            id: number;
            nameEn: string;
            nameNe: string;
            /** @description Palikas checked */
            palikas: number;
            /** @description Error rules broken */
            errors: number;
            /** @description Warning rules broken */
            warnings: number;
            /** @description Figures flagged as outliers (by either test) */
            outliers: number;
            /** @description The rules broken somewhere in the place, in the rules' order */
            rules: components["schemas"]["QualityPlaceRule"][];
        };
        QualityArea: {
            fiscalYear: number;
            period: number;
            /**
             * @description The area asked (your own unless given); its places are one level down (a palika's users: their palikas)
             * @enum {string}
             */
            level: "nation" | "province" | "district" | "palika";
            /** @description Ranked by errors, then warnings, then outliers, then name */
            places: components["schemas"]["QualityPlace"][];
        };
        DuplicatePerson: {
            /** Format: uuid */
            id: string;
            registrationNo: string;
            /** Format: date */
            registrationDate: string;
            nameNe: string;
            nameEn: string | null;
            gender: string;
            /** Format: date */
            dob: string;
            fatherName: string | null;
            motherName: string | null;
            citizenshipNo: string | null;
            citizenshipDistrict: string | null;
            nin: string | null;
            cardNo: string | null;
            palikaId: number;
            palika: string;
            palikaNe: string;
            district: string;
            districtNe: string;
            wardNo: number | null;
            /** @description Services recorded for the person, not deleted */
            services: number;
            deletedAt: string | null;
        };
        DuplicateLock: {
            palikaId: number;
            fiscalYear: number;
            period: number;
            state: string;
        };
        DuplicatePair: {
            id: number;
            /** @enum {string} */
            state: "open" | "notDuplicate" | "merged";
            reasons: ("citizenship" | "nin" | "card" | "nameDobParent")[];
            first: components["schemas"]["DuplicatePerson"];
            second: components["schemas"]["DuplicatePerson"];
            locked: components["schemas"]["DuplicateLock"] | null;
            keptId: string | null;
            /** Format: date-time */
            foundAt: string;
            decidedBy: string | null;
            decidedAt: string | null;
            version: number;
        };
        DuplicatePairPage: {
            items: components["schemas"]["DuplicatePair"][];
            total: number;
            page: number;
            pageSize: number;
        };
        DuplicateDecision: {
            /** @enum {string} */
            decision: "notDuplicate" | "merge";
            /**
             * Format: uuid
             * @description With merge: the person kept
             */
            keepId?: string;
            version: number;
        };
        DuplicateScan: {
            /** @description Persons whose keys were made or remade */
            keysWritten: number;
            /** @description Open pairs after the scan */
            pairs: number;
            milliseconds: number;
        };
        DuplicateFlags: {
            items: {
                /** Format: uuid */
                personId: string;
            }[];
        };
        OfficialReportPlace: {
            /** @enum {string} */
            level: "nation" | "province" | "district" | "palika";
            provinceId: number | null;
            districtId: number | null;
            palikaId: number | null;
        };
        IdCardCell: {
            /**
             * @description The holder's primary type, visual and hearing split by sub-type (blind also for total absence of sight)
             * @enum {string}
             */
            row: "physical" | "blind" | "low_vision" | "deaf" | "hard_of_hearing" | "deaf_blind" | "voice_speech" | "psychosocial" | "intellectual" | "haemophilia" | "autism" | "multiple";
            severityClass: ("A" | "B" | "C" | "D") | null;
            /** @enum {string} */
            gender: "male" | "female" | "other";
            /** @description Cards issued before the period */
            before: number;
            /** @description Cards issued in the period */
            during: number;
            /** @description Cards issued by the period’s last day: before + during */
            toDate: number;
        };
        IdCardReport: {
            fiscalYear: number;
            period: number | null;
            /**
             * Format: date
             * @description The first day of the period (or year)
             */
            from: string;
            /**
             * Format: date
             * @description Its last day
             */
            to: string;
            place: components["schemas"]["OfficialReportPlace"];
            /** @description Cards held (issued, duplicate issued, upgraded) by row × class × sex; only cells with a card by the last day, each once */
            cells: components["schemas"]["IdCardCell"][];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Credentials */
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in; for a group account the token is a group token and memberData lists the members */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This name is locked from this address for a while after wrong passwords */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts from this address (auth.rateLimited), or this name is slowed after many wrong passwords from anywhere (auth.slowedDown: not evaluated; Retry-After says when the next attempt will be) */
            429: {
                headers: {
                    /** @description Seconds until an attempt on this name is evaluated (auth.slowedDown) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    groupMemberLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The member chosen */
        requestBody: {
            content: {
                "application/json": components["schemas"]["GroupMemberLoginRequest"];
            };
        };
        responses: {
            /** @description The member's own session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Session revoked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Done"];
                };
            };
            /** @description The request could not be read: its address, query or body is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed: another kind of session (a group before its member is chosen), a password to change first, or a role without the right */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    currentSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionUser"];
                };
            };
            /** @description The request could not be read: its address, query or body is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed: another kind of session (a group before its member is chosen), a password to change first, or a role without the right */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Current and new password */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Changed; every other session of this account has ended */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Done"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed: another kind of session (a group before its member is chosen), a password to change first, or a role without the right */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This name is locked from this address for a while after wrong passwords */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                search?: string;
                role?: components["schemas"]["Role"];
                status?: "ACTIVE" | "BLOCKED";
                provinceId?: number;
                districtId?: number;
                palikaId?: number;
                sort?: "fullname" | "username" | "role" | "status" | "lastLoginAt";
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of users */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPage"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Create a user; answers a one-time password */
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserInput"];
            };
        };
        responses: {
            /** @description Create a user; answers a one-time password */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserCreated"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDetail"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description Edit a user from the version the edit started from */
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserUpdate"];
            };
        };
        responses: {
            /** @description Edit a user from the version the edit started from */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDetail"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    blockUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description Block a user, with a reason; their sessions end at once */
        requestBody: {
            content: {
                "application/json": components["schemas"]["Reason"];
            };
        };
        responses: {
            /** @description Block a user, with a reason; their sessions end at once */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDetail"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    unblockUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description Unblock a user, with a reason */
        requestBody: {
            content: {
                "application/json": components["schemas"]["Reason"];
            };
        };
        responses: {
            /** @description Unblock a user, with a reason */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDetail"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A one-time password, shown once; the user must change it at next sign-in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OneTimePassword"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    userAudit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's audit history: who changed what, when, before and after */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditList"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Group accounts with their palika and members */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupList"];
                };
            };
            /** @description The request could not be read: its address, query or body is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Create a group account for a palika; answers a one-time password */
        requestBody: {
            content: {
                "application/json": components["schemas"]["GroupInput"];
            };
        };
        responses: {
            /** @description Create a group account for a palika; answers a one-time password */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupCreated"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addGroupMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description Add an active normal user whose scope fits the group's palika */
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberInput"];
            };
        };
        responses: {
            /** @description Add an active normal user whose scope fits the group's palika */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupSummary"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeGroupMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Remove a member from the group */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupSummary"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listProvinces: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The seven provinces */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeoPlaceList"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed: another kind of session (a group before its member is chosen), a password to change first, or a role without the right */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProvince: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One province */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeoPlace"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed: another kind of session (a group before its member is chosen), a password to change first, or a role without the right */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listProvinceDistricts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The districts of a province */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeoPlaceList"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed: another kind of session (a group before its member is chosen), a password to change first, or a role without the right */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDistrict: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One district */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeoPlace"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed: another kind of session (a group before its member is chosen), a password to change first, or a role without the right */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDistrictPalikas: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The palikas of a district */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeoPlaceList"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed: another kind of session (a group before its member is chosen), a password to change first, or a role without the right */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPalika: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One palika */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeoPlace"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed: another kind of session (a group before its member is chosen), a password to change first, or a role without the right */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPalikaWards: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The wards of a palika */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeoPlaceList"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed: another kind of session (a group before its member is chosen), a password to change first, or a role without the right */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    searchPlaces: {
        parameters: {
            query: {
                q: string;
                level?: "province" | "district" | "palika";
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Places by name in either language, by another spelling, or by code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeoPlaceList"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed: another kind of session (a group before its member is chosen), a password to change first, or a role without the right */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    myScope: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The places the signed-in user may see and change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Scope"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed: another kind of session (a group before its member is chosen), a password to change first, or a role without the right */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    systemInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description About this instance */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SystemInfo"];
                };
            };
            /** @description The request could not be read: its address, query or body is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listProfiles: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                provinceId?: number;
                districtId?: number;
                palikaId?: number;
                wardId?: number;
                batchId?: string;
                search?: string;
                disabilityType?: "physical" | "visual" | "hearing" | "deaf_blind" | "voice_speech" | "psychosocial" | "intellectual" | "haemophilia" | "autism" | "multiple";
                severityClass?: "A" | "B" | "C" | "D";
                gender?: "male" | "female" | "other";
                ageBand?: "0-4" | "5-17" | "18-59" | "60+";
                cardStatus?: "none" | "applied" | "ward_recommended" | "committee_review" | "issued" | "rejected" | "duplicate_issued" | "upgraded";
                status?: "active" | "migrated_out" | "deceased" | "duplicate" | "inactive";
                registeredFrom?: string;
                registeredTo?: string;
                cardHeld?: boolean;
                servedFiscalYear?: number;
                servedTrimester?: number;
                servedThroughTrimester?: number;
                cardIssuedFrom?: string;
                cardIssuedTo?: string;
                cardRow?: "physical" | "blind" | "low_vision" | "deaf" | "hard_of_hearing" | "deaf_blind" | "voice_speech" | "psychosocial" | "intellectual" | "haemophilia" | "autism" | "multiple";
                servedCategoryId?: number;
                deleted?: boolean;
                sort?: "registrationNo" | "nameNe" | "nameEn" | "age" | "registrationDate" | "palika" | "severityClass";
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Persons with disabilities in your area, a page at a time */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfilePage"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Register a person; a retry with the same id returns the first record */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileCreate"];
            };
        };
        responses: {
            /** @description Register a person; a retry with the same id returns the first record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportProfiles: {
        parameters: {
            query?: {
                provinceId?: number;
                districtId?: number;
                palikaId?: number;
                wardId?: number;
                batchId?: string;
                search?: string;
                disabilityType?: "physical" | "visual" | "hearing" | "deaf_blind" | "voice_speech" | "psychosocial" | "intellectual" | "haemophilia" | "autism" | "multiple";
                severityClass?: "A" | "B" | "C" | "D";
                gender?: "male" | "female" | "other";
                ageBand?: "0-4" | "5-17" | "18-59" | "60+";
                cardStatus?: "none" | "applied" | "ward_recommended" | "committee_review" | "issued" | "rejected" | "duplicate_issued" | "upgraded";
                status?: "active" | "migrated_out" | "deceased" | "duplicate" | "inactive";
                registeredFrom?: string;
                registeredTo?: string;
                cardHeld?: boolean;
                servedFiscalYear?: number;
                servedTrimester?: number;
                servedThroughTrimester?: number;
                cardIssuedFrom?: string;
                cardIssuedTo?: string;
                cardRow?: "physical" | "blind" | "low_vision" | "deaf" | "hard_of_hearing" | "deaf_blind" | "voice_speech" | "psychosocial" | "intellectual" | "haemophilia" | "autism" | "multiple";
                servedCategoryId?: number;
                deleted?: boolean;
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every filtered profile you may see, in chunks for a CSV or Excel file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileExportChunk"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description Edit a profile from the version the edit started from */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileUpdate"];
            };
        };
        responses: {
            /** @description Edit a profile from the version the edit started from */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description Soft-delete a profile, with a reason */
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteRequest"];
            };
        };
        responses: {
            /** @description Soft-delete a profile, with a reason */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    restoreProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Undo a soft delete (administrators) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    profileHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile's audit trail: who changed what, when, before and after */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditList"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    findDuplicates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Possible duplicates you may see: same citizenship, NIN or card, or same name, birth date, parent and ward */
        requestBody: {
            content: {
                "application/json": components["schemas"]["DuplicateCheck"];
            };
        };
        responses: {
            /** @description Possible duplicates you may see: same citizenship, NIN or card, or same name, birth date, parent and ward */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DuplicateList"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    serviceCatalogue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceCatalogue"];
                };
            };
            /** @description The request could not be read: its address, query or body is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed: another kind of session (a group before its member is chosen), a password to change first, or a role without the right */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createServiceCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Add a category under a parent (depth at most four) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceCategoryInput"];
            };
        };
        responses: {
            /** @description Add a category under a parent (depth at most four) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceCategory"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateServiceCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description Rename, move (no cycles), or change a category from the version read */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceCategoryUpdate"];
            };
        };
        responses: {
            /** @description Rename, move (no cycles), or change a category from the version read */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceCategory"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteServiceCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a category that has no records and no children */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceCategory"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    closeServiceCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description Close a category (and everything below it) from a fiscal year on */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CloseCategory"];
            };
        };
        responses: {
            /** @description Close a category (and everything below it) from a fiscal year on */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceCategory"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createAttribute: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Define a typed attribute */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttributeInput"];
            };
        };
        responses: {
            /** @description Define a typed attribute */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttributeDefinition"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAttribute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description Change an attribute definition from the version read */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttributeUpdate"];
            };
        };
        responses: {
            /** @description Change an attribute definition from the version read */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttributeDefinition"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createActivityTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Add a programme's standard activity, or a sub-activity under one */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivityTemplateInput"];
            };
        };
        responses: {
            /** @description Add a programme's standard activity, or a sub-activity under one */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityTemplate"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateActivityTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description Change a standard activity from the version read; close it with its last year */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivityTemplateUpdate"];
            };
        };
        responses: {
            /** @description Change a standard activity from the version read; close it with its last year */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityTemplate"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listServiceRecords: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                provinceId?: number;
                districtId?: number;
                palikaId?: number;
                wardId?: number;
                batchId?: string;
                fiscalYear?: number;
                trimester?: number;
                throughTrimester?: number;
                categoryId?: number;
                providerType?: "palika" | "ward" | "health_facility" | "school" | "fchv" | "cbrf" | "opd_ngo" | "hospital_rehab_centre" | "other";
                gender?: "male" | "female" | "other";
                disabilityType?: "physical" | "visual" | "hearing" | "deaf_blind" | "voice_speech" | "psychosocial" | "intellectual" | "haemophilia" | "autism" | "multiple";
                severityClass?: "A" | "B" | "C" | "D";
                ageBand?: "0-4" | "5-17" | "18-59" | "60+";
                fundingSource?: "palika" | "province" | "federal" | "partner" | "cost_share" | "self";
                deviceType?: "wheelchair" | "cp_chair" | "tricycle" | "crutches" | "walker" | "white_cane" | "hearing_aid" | "braille_slate_stylus" | "magnifier" | "prosthesis" | "orthosis_caliper" | "commode_chair" | "air_mattress_cushion" | "diaper" | "screen_reader" | "other";
                referralStatus?: "referred" | "reached" | "service_received" | "not_reached";
                pwdId?: string;
                isGroup?: boolean;
                deleted?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Service records in your area, a page at a time, with totals of the filtered set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceRecordPage"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createServiceRecord: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Record a service; a retry with the same id returns the first record */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceRecordCreate"];
            };
        };
        responses: {
            /** @description Record a service; a retry with the same id returns the first record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceRecord"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportServiceRecords: {
        parameters: {
            query?: {
                provinceId?: number;
                districtId?: number;
                palikaId?: number;
                wardId?: number;
                batchId?: string;
                fiscalYear?: number;
                trimester?: number;
                throughTrimester?: number;
                categoryId?: number;
                providerType?: "palika" | "ward" | "health_facility" | "school" | "fchv" | "cbrf" | "opd_ngo" | "hospital_rehab_centre" | "other";
                gender?: "male" | "female" | "other";
                disabilityType?: "physical" | "visual" | "hearing" | "deaf_blind" | "voice_speech" | "psychosocial" | "intellectual" | "haemophilia" | "autism" | "multiple";
                severityClass?: "A" | "B" | "C" | "D";
                ageBand?: "0-4" | "5-17" | "18-59" | "60+";
                fundingSource?: "palika" | "province" | "federal" | "partner" | "cost_share" | "self";
                deviceType?: "wheelchair" | "cp_chair" | "tricycle" | "crutches" | "walker" | "white_cane" | "hearing_aid" | "braille_slate_stylus" | "magnifier" | "prosthesis" | "orthosis_caliper" | "commode_chair" | "air_mattress_cushion" | "diaper" | "screen_reader" | "other";
                referralStatus?: "referred" | "reached" | "service_received" | "not_reached";
                pwdId?: string;
                isGroup?: boolean;
                deleted?: boolean;
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every filtered service record you may see, in chunks */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceRecordExportChunk"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getServiceRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One service record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceRecord"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateServiceRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description Edit a service record from the version read */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceRecordUpdate"];
            };
        };
        responses: {
            /** @description Edit a service record from the version read */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceRecord"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteServiceRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description Soft-delete a service record, with a reason */
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteRequest"];
            };
        };
        responses: {
            /** @description Soft-delete a service record, with a reason */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceRecord"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    restoreServiceRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Undo a soft delete (administrators) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceRecord"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    serviceRecordHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record's audit trail */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditList"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardSummary: {
        parameters: {
            query?: {
                fiscalYear?: number;
                trimester?: number;
                provinceId?: number;
                districtId?: number;
                palikaId?: number;
                wardId?: number;
                disabilityType?: "physical" | "visual" | "hearing" | "deaf_blind" | "voice_speech" | "psychosocial" | "intellectual" | "haemophilia" | "autism" | "multiple";
                severityClass?: "A" | "B" | "C" | "D";
                gender?: "male" | "female" | "other";
                ageBand?: "0-4" | "5-17" | "18-59" | "60+";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key figures of your area for a period, with the period before */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardSummary"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardFigures: {
        parameters: {
            query: {
                fiscalYear?: number;
                trimester?: number;
                provinceId?: number;
                districtId?: number;
                palikaId?: number;
                wardId?: number;
                disabilityType?: "physical" | "visual" | "hearing" | "deaf_blind" | "voice_speech" | "psychosocial" | "intellectual" | "haemophilia" | "autism" | "multiple";
                severityClass?: "A" | "B" | "C" | "D";
                gender?: "male" | "female" | "other";
                ageBand?: "0-4" | "5-17" | "18-59" | "60+";
                measure: "registered" | "registrations" | "active" | "withCard" | "services" | "cost" | "groupServices" | "participants" | "personsServed" | "activitiesPlanned" | "activitiesCompleted" | "budget" | "plannedOutput" | "achievedOutput" | "expenditure" | "activityParticipants";
                by: "disabilityType" | "severityClass" | "gender" | "ageBand" | "cardColour" | "status" | "month" | "period" | "fiscalYear" | "component" | "element" | "category" | "provider" | "funding" | "device" | "referral";
                /** @description A second key for a figure over time: each row is then one time and one value of it (`series`) */
                split?: "component";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One measure broken down one way, in your area, for the chosen filters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardBreakdown"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardProgramme: {
        parameters: {
            query?: {
                fiscalYear?: number;
                trimester?: number;
                provinceId?: number;
                districtId?: number;
                palikaId?: number;
                wardId?: number;
                disabilityType?: "physical" | "visual" | "hearing" | "deaf_blind" | "voice_speech" | "psychosocial" | "intellectual" | "haemophilia" | "autism" | "multiple";
                severityClass?: "A" | "B" | "C" | "D";
                gender?: "male" | "female" | "other";
                ageBand?: "0-4" | "5-17" | "18-59" | "60+";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The programme of your area for a period, with the period before: activities planned and completed, budget, planned and achieved output, expenditure and participants (no person or ward filters: activities have neither) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardProgramme"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardPlaces: {
        parameters: {
            query?: {
                fiscalYear?: number;
                trimester?: number;
                provinceId?: number;
                districtId?: number;
                palikaId?: number;
                wardId?: number;
                disabilityType?: "physical" | "visual" | "hearing" | "deaf_blind" | "voice_speech" | "psychosocial" | "intellectual" | "haemophilia" | "autism" | "multiple";
                severityClass?: "A" | "B" | "C" | "D";
                gender?: "male" | "female" | "other";
                ageBand?: "0-4" | "5-17" | "18-59" | "60+";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key figures of each place one level below the chosen one */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardPlaces"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardResources: {
        parameters: {
            query?: {
                fiscalYear?: number;
                trimester?: number;
                provinceId?: number;
                districtId?: number;
                palikaId?: number;
                wardId?: number;
                disabilityType?: "physical" | "visual" | "hearing" | "deaf_blind" | "voice_speech" | "psychosocial" | "intellectual" | "haemophilia" | "autism" | "multiple";
                severityClass?: "A" | "B" | "C" | "D";
                gender?: "male" | "female" | "other";
                ageBand?: "0-4" | "5-17" | "18-59" | "60+";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What each place one level below the chosen one has for CBR (wards, active FCHVs, schools and those with a resource class, health facilities and those offering rehabilitation) and the census count of persons with disabilities from its ward and palika profiles, with the persons registered to date where that count is known (no period or person filters: these are counts of places and of the census) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardResources"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dashboardAchievement: {
        parameters: {
            query?: {
                fiscalYear?: number;
                trimester?: number;
                provinceId?: number;
                districtId?: number;
                palikaId?: number;
                wardId?: number;
                disabilityType?: "physical" | "visual" | "hearing" | "deaf_blind" | "voice_speech" | "psychosocial" | "intellectual" | "haemophilia" | "autism" | "multiple";
                severityClass?: "A" | "B" | "C" | "D";
                gender?: "male" | "female" | "other";
                ageBand?: "0-4" | "5-17" | "18-59" | "60+";
                /** @description The key of the measure (measure|categoryId|templateId|attributeId, 0 for none) whose figure the places one level down and the batches carry; absent or without a target in the area: the first measure */
                measure?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Each measure with an approved target in your area for a fiscal year, achieved from the start of the year to the end of the period against the target (its own, or the sum of its palikas’) and the target pro-rated to the period, with a band; the places one level down and the batches inside with the same figure of the chosen measure (no person or ward filters: targets have neither) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardAchievement"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listBatches: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                provinceId?: number;
                programme?: string;
                status?: "planned" | "active" | "completed" | "cancelled";
                entryFiscalYear?: number;
                deleted?: boolean;
                sort?: "code" | "startDate" | "entryFiscalYear";
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Batches, filtered by province, programme, status and entry year */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchPage"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createBatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Make a batch with its members (idempotent on the client id) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchCreate"];
            };
        };
        responses: {
            /** @description Make a batch with its members (idempotent on the client id) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Batch"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportBatches: {
        parameters: {
            query?: {
                provinceId?: number;
                programme?: string;
                status?: "planned" | "active" | "completed" | "cancelled";
                entryFiscalYear?: number;
                deleted?: boolean;
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Batches for an export file, in chunks */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchExportChunk"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A batch with its members and each member’s phase today */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Batch"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description Change a batch and its members from the version read */
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchUpdate"];
            };
        };
        responses: {
            /** @description Change a batch and its members from the version read */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Batch"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description Delete a batch (soft, with a reason) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteRequest"];
            };
        };
        responses: {
            /** @description Delete a batch (soft, with a reason) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Batch"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    restoreBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Restore a deleted batch */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Batch"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    batchHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Who changed the batch, when, from what to what */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditList"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listActivities: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                provinceId?: number;
                districtId?: number;
                palikaId?: number;
                fiscalYear?: number;
                status?: "planned" | "ongoing" | "completed" | "postponed" | "cancelled";
                deleted?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A palika's activities of a fiscal year (the tree, in order), or any filtered set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityPage"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createActivity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Add an activity or a sub-activity (idempotent on the client id) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivityCreate"];
            };
        };
        responses: {
            /** @description Add an activity or a sub-activity (idempotent on the client id) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Activity"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportActivities: {
        parameters: {
            query?: {
                provinceId?: number;
                districtId?: number;
                palikaId?: number;
                fiscalYear?: number;
                status?: "planned" | "ongoing" | "completed" | "postponed" | "cancelled";
                deleted?: boolean;
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Activities for an export file, in chunks */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityExportChunk"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getActivity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An activity with its budget warning */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Activity"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateActivity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description Change an activity from the version read (moving it keeps the tree two levels deep) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivityUpdate"];
            };
        };
        responses: {
            /** @description Change an activity from the version read (moving it keeps the tree two levels deep) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Activity"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteActivity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description Delete an activity that has no live sub-activities (soft, with a reason) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteRequest"];
            };
        };
        responses: {
            /** @description Delete an activity that has no live sub-activities (soft, with a reason) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Activity"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    restoreActivity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Restore a deleted activity */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Activity"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    activityHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Who changed the activity, when, from what to what */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditList"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listActivityValues: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                provinceId?: number;
                districtId?: number;
                palikaId?: number;
                batchId?: string;
                fiscalYear?: number;
                trimester?: number;
                throughTrimester?: number;
                templateId?: number;
                activityId?: string;
                status?: "planned" | "ongoing" | "completed" | "postponed" | "cancelled";
                deleted?: boolean;
                sort?: "recordDate" | "activity";
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What activities achieved, a page at a time, with totals by each figure’s rule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityValuePage"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createActivityValue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Record what an activity achieved on a date (idempotent on the client id) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivityValueCreate"];
            };
        };
        responses: {
            /** @description Record what an activity achieved on a date (idempotent on the client id) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityValue"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportActivityValues: {
        parameters: {
            query?: {
                provinceId?: number;
                districtId?: number;
                palikaId?: number;
                batchId?: string;
                fiscalYear?: number;
                trimester?: number;
                throughTrimester?: number;
                templateId?: number;
                activityId?: string;
                status?: "planned" | "ongoing" | "completed" | "postponed" | "cancelled";
                deleted?: boolean;
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Recorded values for an export file, in chunks */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityValueExportChunk"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getActivityValue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One recorded value */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityValue"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateActivityValue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description Change a recorded value from the version read */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivityValueUpdate"];
            };
        };
        responses: {
            /** @description Change a recorded value from the version read */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityValue"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteActivityValue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description Delete a recorded value (soft, with a reason) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteRequest"];
            };
        };
        responses: {
            /** @description Delete a recorded value (soft, with a reason) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityValue"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    restoreActivityValue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Restore a deleted value */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityValue"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    activityValueHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Who changed the value, when, from what to what */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditList"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    copyActivityYear: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Copy a palika's hierarchy of one fiscal year into a year that has none, in one step */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivityYearCopy"];
            };
        };
        responses: {
            /** @description Copy a palika's hierarchy of one fiscal year into a year that has none, in one step */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityYearCopied"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listHealthFacilities: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                provinceId?: number;
                districtId?: number;
                palikaId?: number;
                wardNo?: number;
                search?: string;
                facilityType?: "central_hospital" | "specialized_hospital" | "academic_hospital" | "provincial_hospital" | "district_hospital" | "primary_hospital" | "community_hospital" | "private_hospital" | "phcc" | "health_post" | "bhsc" | "uhc" | "chu" | "ayurveda" | "rehab_centre" | "private_clinic" | "ngo";
                ownership?: "federal" | "provincial" | "local" | "community" | "private" | "ngo" | "cooperative";
                service?: "birthing_centre" | "physiotherapy" | "rehabilitation" | "mental_health" | "eye_care" | "ent_audiology" | "lab" | "xray" | "immunization" | "outreach_clinic" | "disability_help_desk";
                operationalStatus?: "functional" | "temporarily_closed" | "closed";
                deleted?: boolean;
                sort?: "name" | "ward" | "type";
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Health facilities, filtered by place, type, ownership, service and status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthFacilityPage"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createHealthFacility: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Add a health facility (idempotent on the client id) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["HealthFacilityCreate"];
            };
        };
        responses: {
            /** @description Add a health facility (idempotent on the client id) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthFacility"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportHealthFacilities: {
        parameters: {
            query?: {
                provinceId?: number;
                districtId?: number;
                palikaId?: number;
                wardNo?: number;
                search?: string;
                facilityType?: "central_hospital" | "specialized_hospital" | "academic_hospital" | "provincial_hospital" | "district_hospital" | "primary_hospital" | "community_hospital" | "private_hospital" | "phcc" | "health_post" | "bhsc" | "uhc" | "chu" | "ayurveda" | "rehab_centre" | "private_clinic" | "ngo";
                ownership?: "federal" | "provincial" | "local" | "community" | "private" | "ngo" | "cooperative";
                service?: "birthing_centre" | "physiotherapy" | "rehabilitation" | "mental_health" | "eye_care" | "ent_audiology" | "lab" | "xray" | "immunization" | "outreach_clinic" | "disability_help_desk";
                operationalStatus?: "functional" | "temporarily_closed" | "closed";
                deleted?: boolean;
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Health facilities for an export file, in chunks */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthFacilityExportChunk"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getHealthFacility: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A health facility */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthFacility"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateHealthFacility: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description Change a health facility from the version read */
        requestBody: {
            content: {
                "application/json": components["schemas"]["HealthFacilityUpdate"];
            };
        };
        responses: {
            /** @description Change a health facility from the version read */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthFacility"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteHealthFacility: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description Delete a health facility (soft, with a reason) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteRequest"];
            };
        };
        responses: {
            /** @description Delete a health facility (soft, with a reason) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthFacility"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    restoreHealthFacility: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Restore a deleted health facility */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthFacility"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    healthFacilityHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Who changed the facility, when, from what to what */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditList"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    importHealthFacilities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Add the health facilities of a spreadsheet, all or none: every refused row named with its fields */
        requestBody: {
            content: {
                "application/json": components["schemas"]["HealthFacilityImport"];
            };
        };
        responses: {
            /** @description Add the health facilities of a spreadsheet, all or none: every refused row named with its fields */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordImportAnswer"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listFchvs: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                provinceId?: number;
                districtId?: number;
                palikaId?: number;
                wardNo?: number;
                search?: string;
                status?: "active" | "retired" | "resigned" | "deceased" | "inactive";
                supervisingFacilityId?: string;
                trainingType?: "basic_18day" | "refresher" | "cb_imnci" | "disability_prevention" | "cbr_orientation" | "mhealth" | "other";
                /** @description Active FCHVs due to retire within a year, or past 60 */
                retirement?: "due" | "past";
                deleted?: boolean;
                sort?: "name" | "ward" | "birthDate";
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description FCHVs, filtered by place, status, supervising facility, training and retirement */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FchvPage"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createFchv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Add an FCHV with her trainings (idempotent on the client id) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["FchvCreate"];
            };
        };
        responses: {
            /** @description Add an FCHV with her trainings (idempotent on the client id) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Fchv"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportFchvs: {
        parameters: {
            query?: {
                provinceId?: number;
                districtId?: number;
                palikaId?: number;
                wardNo?: number;
                search?: string;
                status?: "active" | "retired" | "resigned" | "deceased" | "inactive";
                supervisingFacilityId?: string;
                trainingType?: "basic_18day" | "refresher" | "cb_imnci" | "disability_prevention" | "cbr_orientation" | "mhealth" | "other";
                /** @description Active FCHVs due to retire within a year, or past 60 */
                retirement?: "due" | "past";
                deleted?: boolean;
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description FCHVs for an export file, in chunks */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FchvExportChunk"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFchv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An FCHV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Fchv"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateFchv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description Change an FCHV from the version read */
        requestBody: {
            content: {
                "application/json": components["schemas"]["FchvUpdate"];
            };
        };
        responses: {
            /** @description Change an FCHV from the version read */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Fchv"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteFchv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description Delete an FCHV (soft, with a reason) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteRequest"];
            };
        };
        responses: {
            /** @description Delete an FCHV (soft, with a reason) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Fchv"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    restoreFchv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Restore a deleted FCHV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Fchv"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    fchvHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Who changed the FCHV, when, from what to what */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditList"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    importFchvs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Add the FCHVs of a spreadsheet, all or none: every refused row named with its fields */
        requestBody: {
            content: {
                "application/json": components["schemas"]["FchvImport"];
            };
        };
        responses: {
            /** @description Add the FCHVs of a spreadsheet, all or none: every refused row named with its fields */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordImportAnswer"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWardProfiles: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                provinceId?: number;
                districtId?: number;
                palikaId?: number;
                wardNo?: number;
                filled?: boolean;
                ecologicalBelt?: "mountain" | "hill" | "terai";
                deleted?: boolean;
                sort?: "ward" | "population";
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ward profiles, every ward of the user's area, filled in or not */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WardProfilePage"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportWardProfiles: {
        parameters: {
            query?: {
                provinceId?: number;
                districtId?: number;
                palikaId?: number;
                wardNo?: number;
                filled?: boolean;
                ecologicalBelt?: "mountain" | "hill" | "terai";
                deleted?: boolean;
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ward profiles for an export file, in chunks */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WardProfileExportChunk"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWardProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A ward's profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WardProfile"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateWardProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description Change a ward's profile from the version read */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WardProfileUpdate"];
            };
        };
        responses: {
            /** @description Change a ward's profile from the version read */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WardProfile"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    wardProfileHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Who changed the ward's profile, when, from what to what */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditList"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSchools: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                provinceId?: number;
                districtId?: number;
                palikaId?: number;
                wardNo?: number;
                search?: string;
                schoolType?: "community" | "institutional" | "religious";
                level?: "eced" | "basic_1_5" | "basic_6_8" | "secondary_9_10" | "secondary_11_12";
                specialEducation?: "none" | "resource_class" | "special_school" | "inclusive";
                accessibility?: "ramp" | "accessible_toilet" | "handrails" | "braille_materials" | "sign_language_teacher" | "accessible_transport";
                deleted?: boolean;
                sort?: "name" | "ward" | "iemisCode";
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Schools, filtered by place, type, level, special education and accessibility */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchoolPage"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createSchool: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Add a school with its enrolment of children with disabilities (idempotent on the client id) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SchoolCreate"];
            };
        };
        responses: {
            /** @description Add a school with its enrolment of children with disabilities (idempotent on the client id) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["School"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportSchools: {
        parameters: {
            query?: {
                provinceId?: number;
                districtId?: number;
                palikaId?: number;
                wardNo?: number;
                search?: string;
                schoolType?: "community" | "institutional" | "religious";
                level?: "eced" | "basic_1_5" | "basic_6_8" | "secondary_9_10" | "secondary_11_12";
                specialEducation?: "none" | "resource_class" | "special_school" | "inclusive";
                accessibility?: "ramp" | "accessible_toilet" | "handrails" | "braille_materials" | "sign_language_teacher" | "accessible_transport";
                deleted?: boolean;
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Schools for an export file, in chunks */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchoolExportChunk"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSchool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A school */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["School"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateSchool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description Change a school from the version read */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SchoolUpdate"];
            };
        };
        responses: {
            /** @description Change a school from the version read */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["School"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteSchool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description Delete a school (soft, with a reason) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteRequest"];
            };
        };
        responses: {
            /** @description Delete a school (soft, with a reason) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["School"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    restoreSchool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Restore a deleted school */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["School"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    schoolHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Who changed the school, when, from what to what */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditList"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    importSchools: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Add the schools of a spreadsheet, all or none: every refused row named with its fields */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SchoolImport"];
            };
        };
        responses: {
            /** @description Add the schools of a spreadsheet, all or none: every refused row named with its fields */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordImportAnswer"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPalikaProfiles: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                provinceId?: number;
                districtId?: number;
                palikaId?: number;
                search?: string;
                filled?: boolean;
                inBatch?: boolean;
                ecologicalBelt?: "mountain" | "hill" | "terai";
                deleted?: boolean;
                sort?: "name" | "population" | "district";
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Palika profiles, every palika of the user's area, filled in or not */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PalikaProfilePage"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportPalikaProfiles: {
        parameters: {
            query?: {
                provinceId?: number;
                districtId?: number;
                palikaId?: number;
                search?: string;
                filled?: boolean;
                inBatch?: boolean;
                ecologicalBelt?: "mountain" | "hill" | "terai";
                deleted?: boolean;
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Palika profiles for an export file, in chunks */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PalikaProfileExportChunk"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPalikaProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A palika's profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PalikaProfile"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updatePalikaProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description Change a palika's profile from the version read */
        requestBody: {
            content: {
                "application/json": components["schemas"]["PalikaProfileUpdate"];
            };
        };
        responses: {
            /** @description Change a palika's profile from the version read */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PalikaProfile"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    palikaProfileHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Who changed the palika's profile, when, from what to what */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditList"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    palikaStanding: {
        parameters: {
            query?: {
                /** @description The palika; a palika's own user may leave it out */
                palikaId?: number;
                fiscalYear?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A palika in its batch: its phase and calendar, agreement and cost share, the year's activities and output against plan by four-month period, and the batch's palikas beside it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PalikaStanding"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed: another kind of session (a group before its member is chosen), a password to change first, or a role without the right */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTargets: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                fiscalYear?: number;
                scope?: "nation" | "province" | "district" | "batch" | "palika";
                measure?: "services" | "personsServed" | "serviceQuantity" | "registrations" | "cardsIssued" | "activityOutput" | "attributeSum";
                status?: "proposed" | "approved" | "superseded";
                provinceId?: number;
                districtId?: number;
                palikaId?: number;
                batchId?: string;
                deleted?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Targets of your area and of the places containing it, by year, scope, measure and status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TargetPage"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createTarget: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Set a target (idempotent on the client id): approved at once when you may approve it, else proposed */
        requestBody: {
            content: {
                "application/json": components["schemas"]["TargetCreate"];
            };
        };
        responses: {
            /** @description Set a target (idempotent on the client id): approved at once when you may approve it, else proposed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Target"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportTargets: {
        parameters: {
            query?: {
                fiscalYear?: number;
                scope?: "nation" | "province" | "district" | "batch" | "palika";
                measure?: "services" | "personsServed" | "serviceQuantity" | "registrations" | "cardsIssued" | "activityOutput" | "attributeSum";
                status?: "proposed" | "approved" | "superseded";
                provinceId?: number;
                districtId?: number;
                palikaId?: number;
                batchId?: string;
                deleted?: boolean;
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Targets for an export file, in chunks */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TargetExportChunk"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTarget: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A target with every revision of it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Target"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateTarget: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description Change a proposed target from the version read (an approved one is locked: revise it) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["TargetUpdate"];
            };
        };
        responses: {
            /** @description Change a proposed target from the version read (an approved one is locked: revise it) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Target"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteTarget: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description Delete a proposed target (soft, with a reason) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteRequest"];
            };
        };
        responses: {
            /** @description Delete a proposed target (soft, with a reason) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Target"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    restoreTarget: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Restore a deleted target */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Target"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    targetHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Who changed the target, when, from what to what */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditList"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    importTargets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Set or propose the targets of a spreadsheet, all or none: every refused row named with its fields */
        requestBody: {
            content: {
                "application/json": components["schemas"]["TargetImport"];
            };
        };
        responses: {
            /** @description Set or propose the targets of a spreadsheet, all or none: every refused row named with its fields */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordImportAnswer"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    approveTarget: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description Approve a proposed target: it is locked, and the revision it replaces is superseded */
        requestBody: {
            content: {
                "application/json": components["schemas"]["TargetApproval"];
            };
        };
        responses: {
            /** @description Approve a proposed target: it is locked, and the revision it replaces is superseded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Target"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reviseTarget: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description Revise an approved target with a reason: a new revision, approved at once when you may approve it, else proposed */
        requestBody: {
            content: {
                "application/json": components["schemas"]["TargetRevision"];
            };
        };
        responses: {
            /** @description Revise an approved target with a reason: a new revision, approved at once when you may approve it, else proposed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Target"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    copyTargetYear: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Copy a year's approved targets you set or propose into a later year, in one step, last year's total as the baseline */
        requestBody: {
            content: {
                "application/json": components["schemas"]["TargetYearCopy"];
            };
        };
        responses: {
            /** @description Copy a year's approved targets you set or propose into a later year, in one step, last year's total as the baseline */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TargetYearCopied"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listReports: {
        parameters: {
            query?: {
                fiscalYear?: number;
                provinceId?: number;
                districtId?: number;
                palikaId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reports of your area (or of the place given in it) for a fiscal year: every palika × period, one never moved as open */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportList"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                palikaId: number;
                fiscalYear: number;
                period: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A palika's report of a period: its state, due date, the moves you may make, its figures live, what changed since the last submission or approval, and its whole history */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Report"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    moveReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                palikaId: number;
                fiscalYear: number;
                period: number;
            };
            cookie?: never;
        };
        /** @description Submit, return, approve, accept or reopen a report from the version read (return and reopen with a reason): 403 for a role that never makes the move, 409 when the report moved meanwhile or the move does not start from its state */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportMoveRequest"];
            };
        };
        responses: {
            /** @description Submit, return, approve, accept or reopen a report from the version read (return and reopen with a reason): 403 for a role that never makes the move, 409 when the report moved meanwhile or the move does not start from its state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Report"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reportingBoard: {
        parameters: {
            query?: {
                fiscalYear?: number;
                provinceId?: number;
                districtId?: number;
                palikaId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Who has reported: the places one level below the place asked (your area unless given) × the fiscal year's three periods, each with the palikas expected, submitted, on time, late, approved, accepted and returned, completeness and timeliness; a palika's row with its state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportingBoard"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reportingFinality: {
        parameters: {
            query?: {
                fiscalYear?: number;
                trimester?: number;
                provinceId?: number;
                districtId?: number;
                palikaId?: number;
                wardId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How final a dashboard's figures are: of the palikas of the place (your area unless given), how many have every period asked approved or accepted (the trimester, or without one the year's periods ended by today), and the first 100 that have not */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportingFinality"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getInbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What waits for you: submissions to approve (district users), approvals to accept (province users), your palika's reports returned, overdue or due within 7 days (palika users), proposed targets to approve (province users and administrators); the count, and the first 100 with the page each opens */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Inbox"];
                };
            };
            /** @description The request could not be read: its address, query or body is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReportQuality: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                palikaId: number;
                fiscalYear: number;
                period: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What looks wrong in a palika's period, live: the validation rules it breaks (both sides' values, each side's records) and its outliers against its own last three periods and against the district's other palikas */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QualityReport"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDataQuality: {
        parameters: {
            query: {
                fiscalYear?: number;
                period: number;
                provinceId?: number;
                districtId?: number;
                palikaId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The data quality of a period for the places one level below the place asked (your area unless given): each place's errors, warnings and outliers summed over its palikas, and the rules broken, ranked by errors then warnings; a place named with no palika in your area is not found */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QualityArea"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDuplicatePairs: {
        parameters: {
            query?: {
                state?: "open" | "notDuplicate" | "merged";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Candidate pairs of persons registered twice across the country, in a state (open unless given), each pair side by side with the period that locks it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DuplicatePairPage"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    scanDuplicates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Compares every person of the country by their keys now (the server also does it when it starts, and on each save for the person saved) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DuplicateScan"];
                };
            };
            /** @description The request could not be read: its address, query or body is malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    decideDuplicatePair: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description Decides an open pair from the version read: not a duplicate, or merge (the person kept takes the other’s services; the other is deleted); 409 while either person counts in a locked period */
        requestBody: {
            content: {
                "application/json": components["schemas"]["DuplicateDecision"];
            };
        };
        responses: {
            /** @description Decides an open pair from the version read: not a duplicate, or merge (the person kept takes the other’s services; the other is deleted); 409 while either person counts in a locked period */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DuplicatePair"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Changed by someone else meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than this operation reads */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not JSON */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDuplicateFlags: {
        parameters: {
            query?: {
                palikaId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The persons of your area (or of the palika given) who are in an open candidate pair: only that they are, never the other person */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DuplicateFlags"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    idCardReport: {
        parameters: {
            query: {
                fiscalYear: number;
                period?: number;
                provinceId?: number;
                districtId?: number;
                palikaId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ID-card matrix as the former DWCD MIS published it: cards by type (twelve rows) × class × sex, before the period, in it and to date; a place outside your area is not found */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdCardReport"];
                };
            };
            /** @description Invalid input: every wrong field is named */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in, or the session has ended */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or outside your area */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request did not arrive in time */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The request's headers (its address among them) are larger than the server reads */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Something went wrong on the server; it is logged */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server is busy, or its database is away for a moment: ask again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before asking again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
