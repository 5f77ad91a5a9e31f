import Foundation

/// A file or folder as a value, as Foundation's `FileWrapper` on Apple platforms (Linux's
/// Foundation has none), for the `FileDocument`s apps write: a regular file's contents, or a
/// folder of named children.
///
/// Vellum's lives in memory only: it cannot be read from or written to a URL (a preview opens
/// and saves no document), and has no symbolic links or file attributes.
open class FileWrapper {
  private var contents: Data?
  private var children: [String: FileWrapper]?
  /// The name the file has on disk; set from the key when added to a folder.
  open var filename: String?
  /// The name the file would like in its folder.
  open var preferredFilename: String?

  /// A regular file with these contents.
  public init(regularFileWithContents contents: Data) {
    self.contents = contents
  }

  /// A folder of these children, each named by its key (which becomes its filename, and its
  /// preferred filename if it has none).
  public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
    for (name, child) in childrenByPreferredName {
      child.filename = name
      if child.preferredFilename == nil { child.preferredFilename = name }
    }
    children = childrenByPreferredName
  }

  open var isRegularFile: Bool { contents != nil }
  open var isDirectory: Bool { children != nil }
  open var isSymbolicLink: Bool { false }

  /// A regular file's contents; nil for a folder.
  open var regularFileContents: Data? { contents }

  /// A folder's children by name; nil for a regular file.
  open var fileWrappers: [String: FileWrapper]? { children }

  /// Adds a child to a folder under its preferred filename, numbered ("name 2") if that is
  /// taken (Apple's numbers it otherwise), and returns the name. As on Apple platforms, the
  /// wrapper must be a folder and the child must have a preferred filename.
  @discardableResult
  open func addFileWrapper(_ child: FileWrapper) -> String {
    precondition(children != nil, "addFileWrapper(_:) needs a directory FileWrapper")
    guard let preferred = child.preferredFilename, !preferred.isEmpty else {
      preconditionFailure("addFileWrapper(_:) needs a child with a preferredFilename")
    }
    var name = preferred
    var number = 2
    while children?[name] != nil {
      name = "\(preferred) \(number)"
      number += 1
    }
    child.filename = name
    children?[name] = child
    return name
  }

  /// Adds a regular file to a folder (see `addFileWrapper(_:)`) and returns its name.
  @discardableResult
  open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
    let child = FileWrapper(regularFileWithContents: data)
    child.preferredFilename = fileName
    return addFileWrapper(child)
  }

  /// Removes a child from a folder.
  open func removeFileWrapper(_ child: FileWrapper) {
    guard let key = keyForChildFileWrapper(child) else { return }
    children?[key] = nil
  }

  /// The name a child has in this folder.
  open func keyForChildFileWrapper(_ child: FileWrapper) -> String? {
    children?.first { $0.value === child }?.key
  }
}
