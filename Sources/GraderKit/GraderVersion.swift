/// The grader's version, as every result records it.
package enum GraderVersion {
  /// The version of this build.
  package static let current = "0.4.0"
}
