import Foundation
import Vellum

/// What an intent does, shown in Shortcuts, as AppIntents' `IntentDescription`.
public struct IntentDescription: ExpressibleByStringInterpolation, Sendable {
  public let descriptionText: LocalizedStringResource
  public let categoryName: LocalizedStringResource?
  public let searchKeywords: [LocalizedStringResource]

  public init(
    _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
    searchKeywords: [LocalizedStringResource] = []
  ) {
    self.descriptionText = descriptionText
    self.categoryName = categoryName
    self.searchKeywords = searchKeywords
  }

  public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }
  public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
    self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
  }
}
