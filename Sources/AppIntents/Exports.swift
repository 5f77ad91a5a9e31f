// AppIntents re-exports Foundation on iOS, where `LocalizedStringResource` is Foundation's: a
// file that imports only AppIntents (an intent, an entity) names it. Vellum's is in Vellum.
@_exported import Foundation
@_exported import struct Vellum.LocalizedStringResource
