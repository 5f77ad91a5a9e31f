import Foundation
import Vellum

/// What Siri says or shows for an intent, as AppIntents' `IntentDialog`: when it asks for a
/// value, asks which of several was meant, or reports a result. A string literal or an
/// interpolation is a dialog (`dialog: "Logged \(count) cups"`). A preview has no Siri: a
/// dialog is kept, never spoken or shown.
public struct IntentDialog: ExpressibleByStringInterpolation, Sendable {
  /// The whole message, for when nothing else is shown.
  public let full: LocalizedStringResource
  /// The shorter message shown beside a snippet; the full one unless given.
  public let supporting: LocalizedStringResource
  /// The SF Symbol shown with the message, if any.
  public let systemImageName: String?

  public init(_ resource: LocalizedStringResource) {
    self.init(full: resource, supporting: resource)
  }

  public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
    self.full = full
    self.supporting = supporting
    systemImageName = nil
  }

  public init(full: LocalizedStringResource, systemImageName: String) {
    self.init(full: full, supporting: full, systemImageName: systemImageName)
  }

  public init(full: LocalizedStringResource, supporting: LocalizedStringResource, systemImageName: String) {
    self.full = full
    self.supporting = supporting
    self.systemImageName = systemImageName
  }

  public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }

  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
    self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
  }
}
