target_link_libraries(tst_profiletrace PRIVATE ZLIB::ZLIB)
