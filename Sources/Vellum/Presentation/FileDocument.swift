import Foundation

/// A document as a value, as SwiftUI's `FileDocument`: read from and written to a file
/// wrapper in one of its content types. Vellum opens and saves no document (there is no
/// `DocumentGroup`), so it calls neither method itself; `fileExporter` accepts one.
public protocol FileDocument {
  /// The types the document can be read from.
  static var readableContentTypes: [UTType] { get }
  /// The types the document can be written as (by default the readable ones).
  static var writableContentTypes: [UTType] { get }
  /// Reads the document from a file.
  init(configuration: ReadConfiguration) throws
  /// Writes the document to a file.
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

  typealias ReadConfiguration = FileDocumentReadConfiguration
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document as an observable object, as SwiftUI's `ReferenceFileDocument`: written from a
/// snapshot of its state. Vellum opens and saves none (see `FileDocument`).
public protocol ReferenceFileDocument: ObservableObject {
  /// The state written to a file.
  associatedtype Snapshot
  static var readableContentTypes: [UTType] { get }
  static var writableContentTypes: [UTType] { get }
  init(configuration: ReadConfiguration) throws
  /// The state to write, taken when saving starts.
  func snapshot(contentType: UTType) throws -> Snapshot
  func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper

  typealias ReadConfiguration = FileDocumentReadConfiguration
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document is read from: the file and its type, as in SwiftUI.
public struct FileDocumentReadConfiguration {
  public let contentType: UTType
  public let file: FileWrapper

  init(contentType: UTType, file: FileWrapper) {
    self.contentType = contentType
    self.file = file
  }
}

/// What a document is written as: the type, and the file it was read from, if any, as in
/// SwiftUI.
public struct FileDocumentWriteConfiguration {
  public let contentType: UTType
  public let existingFile: FileWrapper?

  init(contentType: UTType, existingFile: FileWrapper?) {
    self.contentType = contentType
    self.existingFile = existingFile
  }
}
