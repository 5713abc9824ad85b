import GraderModel

/// What reading a description yields: its diagnostics, the rows its statements
/// print, and the screens it builds.
///
/// A description with errors prints nothing, as a program that does not
/// compile runs nothing.
public struct Description: Sendable {
  /// The file that was read.
  public var file: SourceFile
  /// Errors, warnings and notes, in the order of the file: at most
  /// ``DescriptionReader/errorLimit`` errors and as many warnings, each
  /// capped list followed by one line saying how many more there are.
  public var diagnostics: [Diagnostic]
  /// How many errors the file has, shown or not.
  public var errorCount: Int
  /// What the statements print, in order; empty when there are errors, when
  /// the statements were only checked, or when the output was streamed.
  public var output: [Output]
  /// The screens the description builds, in order.
  public var screens: [Screen]
  /// The labels of the changes the description's own statements make, in
  /// order, whether or not they ran.
  public var changeLabels: [String] = []

  /// Whether the description has errors.
  public var hasErrors: Bool { diagnostics.hasErrors }

  /// The printed lines, without line breaks.
  public var printedLines: [String] { output.flatMap(\.lines) }
}

/// A tree a description builds, with where in the file each part was written.
public struct Screen: Sendable {
  /// The tree.
  public var tree: ViewTree
  /// The file it was written in.
  public var file: SourceFile
  /// Where each view was written, by position in the tree.
  public var viewOffsets: [Int]
  /// Where each view's reads were written, by position in the tree, in the order of its reads.
  public var readOffsets: [[Int]]
  /// Where each key's storage was written.
  public var storageOffsets: [String: Int]

  /// Creates a screen.
  public init(
    tree: ViewTree, file: SourceFile, viewOffsets: [Int], readOffsets: [[Int]],
    storageOffsets: [String: Int]
  ) {
    self.tree = tree
    self.file = file
    self.viewOffsets = viewOffsets
    self.readOffsets = readOffsets
    self.storageOffsets = storageOffsets
  }

  /// The line that declares the view named `name`.
  public func line(ofView name: String) -> Int? {
    tree.index(of: name).map { file.line(at: viewOffsets[$0]) }
  }

  /// The line where the view named `name` reads `key`.
  public func line(ofView name: String, reading key: String) -> Int? {
    guard let index = tree.index(of: name),
      let position = tree.nodes[index].reads.firstIndex(of: key)
    else { return nil }
    return file.line(at: readOffsets[index][position])
  }

  /// The line that gives `key` its storage.
  public func line(ofStorage key: String) -> Int? {
    storageOffsets[key].map { file.line(at: $0) }
  }
}
