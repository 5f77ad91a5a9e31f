import Foundation
import Vellum

/// A file an intent takes or gives, as AppIntents' `IntentFile`: its data, a file name and a
/// content type, or a file on disk. Shortcuts hands an intent the files a person picks; in a
/// preview no one runs an intent, so a file holds what the app makes it with.
public struct IntentFile: Sendable {
  /// The file on disk it was made from, if any.
  public let fileURL: URL?
  /// The file's name, with its extension.
  public var filename: String
  /// The file's type, if known.
  public let type: UTType?
  /// Whether the system deletes the file once the intent finishes (kept here).
  public var removedOnCompletion = false
  private let bytes: Data?

  /// A file of data, named and typed.
  public init(data: Data, filename: String, type: UTType? = nil) {
    bytes = data
    self.filename = filename
    self.type = type
    fileURL = nil
  }

  /// A file on disk, named after it unless a name is given.
  public init(fileURL: URL, filename: String? = nil, type: UTType? = nil) {
    self.fileURL = fileURL
    self.filename = filename ?? fileURL.lastPathComponent
    self.type = type
    bytes = nil
  }

  /// The file's contents: its data, or what its file holds (empty when it cannot be read,
  /// as AppIntents' `data` is).
  public var data: Data { bytes ?? fileURL.flatMap { try? Data(contentsOf: $0) } ?? Data() }

  /// The file's contents, as `data`, for a file of the type asked for.
  public func data(contentType: UTType) async throws -> Data { data }
}

extension LocalizedStringKey.StringInterpolation {
  /// A file in a title (`"Cut \(image!) into sprites"`), written as its name. How Shortcuts
  /// writes a file there was not checked.
  public mutating func appendInterpolation(_ file: IntentFile) { appendInterpolation(file.filename) }
}
