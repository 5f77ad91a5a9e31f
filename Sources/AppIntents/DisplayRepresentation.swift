import Foundation
import Vellum

/// How an entity or enum case is shown in Shortcuts and a widget's edit sheet, as AppIntents'
/// `DisplayRepresentation`: a title, maybe a subtitle and an image.
public struct DisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
  public var title: LocalizedStringResource
  public var subtitle: LocalizedStringResource?
  public var image: Image?

  public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
  }

  public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(stringLiteral: value)) }
  public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
    self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
  }

  /// An image beside the title: a symbol, an asset or a file's data.
  public struct Image: Sendable {
    public let systemName: String?
    public let name: String?
    public init(systemName: String) {
      self.systemName = systemName
      name = nil
    }
    public init(named name: String) {
      systemName = nil
      self.name = name
    }
  }
}

/// How a type of entity or enum is named in Shortcuts, as AppIntents' `TypeDisplayRepresentation`.
public struct TypeDisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
  public var name: LocalizedStringResource
  public var numericFormat: LocalizedStringResource?

  public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
    self.name = name
    self.numericFormat = numericFormat
  }

  public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(stringLiteral: value)) }
  public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
    self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
  }
}
